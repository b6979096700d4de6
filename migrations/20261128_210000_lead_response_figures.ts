import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The job that computes them (refreshResponseFigures), and the Overview's response figures as the job last computed them, one row per set of lead types
 * (what one account's Overview shows): read in one row however many leads there are.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE SCHEMA IF NOT EXISTS "stats";
    CREATE TABLE "stats"."lead_response_figures" (
      "desk" text PRIMARY KEY,
      "figures" jsonb NOT NULL,
      "computed_at" timestamp(3) with time zone NOT NULL
    );
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshResponseFigures' BEFORE 'schedulePublish';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshResponseFigures' BEFORE 'schedulePublish';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "stats"."lead_response_figures";`)
}
