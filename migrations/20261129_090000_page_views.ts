import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Page views per path and day (UTC), as the front counts them (src/campaigns/page-views). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE SCHEMA IF NOT EXISTS "stats";
    CREATE TABLE "stats"."page_views" (
      "day" date NOT NULL,
      "path" text NOT NULL,
      "views" bigint NOT NULL,
      PRIMARY KEY ("day", "path")
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "stats"."page_views";`)
}
