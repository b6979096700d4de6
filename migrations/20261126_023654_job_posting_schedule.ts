import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyJobPostingSchedule' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyJobPostingSchedule' BEFORE 'schedulePublish';
  ALTER TABLE "job_postings" ADD COLUMN "opens_at" timestamp(3) with time zone;
  ALTER TABLE "job_postings" ADD COLUMN "closes_at" timestamp(3) with time zone;
  ALTER TABLE "_job_postings_v" ADD COLUMN "version_opens_at" timestamp(3) with time zone;
  ALTER TABLE "_job_postings_v" ADD COLUMN "version_closes_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'removeStoredFiles', 'purgeExpiredSubmissions', 'sweepOrphanedFiles', 'expireCacheTags', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'removeStoredFiles', 'purgeExpiredSubmissions', 'sweepOrphanedFiles', 'expireCacheTags', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "job_postings" DROP COLUMN "opens_at";
  ALTER TABLE "job_postings" DROP COLUMN "closes_at";
  ALTER TABLE "_job_postings_v" DROP COLUMN "version_opens_at";
  ALTER TABLE "_job_postings_v" DROP COLUMN "version_closes_at";`)
}
