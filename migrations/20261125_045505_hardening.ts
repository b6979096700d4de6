import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Sign-in throttling replaces Payload's account lock (its columns go); the submission and file
 * collections no longer take document locks (their lock relations go, with any lock they held);
 * two jobs remove deleted applications' files and sweep orphaned ones.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_locked_documents" WHERE "id" IN (
    SELECT "parent_id" FROM "payload_locked_documents_rels"
    WHERE "contact_submissions_id" IS NOT NULL OR "quote_requests_id" IS NOT NULL
      OR "partnership_applications_id" IS NOT NULL OR "career_applications_id" IS NOT NULL
      OR "status_changes_id" IS NOT NULL OR "application_files_id" IS NOT NULL
  );
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeStoredFiles' BEFORE 'purgeExpiredSubmissions';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepOrphanedFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeStoredFiles' BEFORE 'purgeExpiredSubmissions';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepOrphanedFiles';
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partnership_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_career_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_status_changes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_quote_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_partnership_applications_i_idx";
  DROP INDEX "payload_locked_documents_rels_career_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_status_changes_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_files_id_idx";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partnership_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "career_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "status_changes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_files_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'purgeExpiredSubmissions');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'purgeExpiredSubmissions');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partnership_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "career_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "status_changes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partnership_applications_fk" FOREIGN KEY ("partnership_applications_id") REFERENCES "public"."partnership_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_career_applications_fk" FOREIGN KEY ("career_applications_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_status_changes_fk" FOREIGN KEY ("status_changes_id") REFERENCES "public"."status_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_files_fk" FOREIGN KEY ("application_files_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_partnership_applications_i_idx" ON "payload_locked_documents_rels" USING btree ("partnership_applications_id");
  CREATE INDEX "payload_locked_documents_rels_career_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("career_applications_id");
  CREATE INDEX "payload_locked_documents_rels_status_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("status_changes_id");
  CREATE INDEX "payload_locked_documents_rels_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("application_files_id");`)
}
