import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Webhooks to a CRM: the endpoints admins add, with the events they take, and the deliveries
 * (the outbox and its log); the nightly job that deletes deliveries older than 30 days.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('lead.created', 'lead.assigned', 'lead.status_changed');
    CREATE TYPE "public"."enum_webhook_deliveries_event" AS ENUM('lead.created', 'lead.assigned', 'lead.status_changed');
    CREATE TYPE "public"."enum_webhook_deliveries_status" AS ENUM('pending', 'delivered', 'failed');
    CREATE TYPE "public"."enum_webhook_deliveries_submission_collection" AS ENUM('contact-submissions', 'quote-requests', 'partnership-applications', 'career-applications', 'market-report-requests');
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeOldWebhookDeliveries' BEFORE 'schedulePublish';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeOldWebhookDeliveries' BEFORE 'schedulePublish';
    CREATE TABLE "webhook_endpoints_events" (
      "order" integer NOT NULL,
      "parent_id" integer NOT NULL,
      "value" "enum_webhook_endpoints_events",
      "id" serial PRIMARY KEY NOT NULL
    );
    CREATE TABLE "webhook_endpoints" (
      "id" serial PRIMARY KEY NOT NULL,
      "url" varchar NOT NULL,
      "secret" varchar,
      "active" boolean DEFAULT true,
      "failing_since" timestamp(3) with time zone,
      "turned_off" varchar,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE TABLE "webhook_deliveries" (
      "id" serial PRIMARY KEY NOT NULL,
      "endpoint" numeric NOT NULL,
      "event" "enum_webhook_deliveries_event" NOT NULL,
      "status" "enum_webhook_deliveries_status" DEFAULT 'pending' NOT NULL,
      "status_code" numeric,
      "attempts" numeric DEFAULT 0 NOT NULL,
      "next_attempt_at" timestamp(3) with time zone,
      "last_attempt_at" timestamp(3) with time zone,
      "delivered_at" timestamp(3) with time zone,
      "error" varchar,
      "delivery_id" varchar NOT NULL,
      "submission_collection" "enum_webhook_deliveries_submission_collection" NOT NULL,
      "submission_id" numeric NOT NULL,
      "body" varchar NOT NULL,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhook_endpoints_id" integer;
    ALTER TABLE "webhook_endpoints_events" ADD CONSTRAINT "webhook_endpoints_events_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "webhook_endpoints_events_order_idx" ON "webhook_endpoints_events" USING btree ("order");
    CREATE INDEX "webhook_endpoints_events_parent_idx" ON "webhook_endpoints_events" USING btree ("parent_id");
    CREATE INDEX "webhook_endpoints_updated_at_idx" ON "webhook_endpoints" USING btree ("updated_at");
    CREATE INDEX "webhook_endpoints_created_at_idx" ON "webhook_endpoints" USING btree ("created_at");
    CREATE INDEX "webhook_deliveries_updated_at_idx" ON "webhook_deliveries" USING btree ("updated_at");
    CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");
    CREATE INDEX "endpoint_status_nextAttemptAt_idx" ON "webhook_deliveries" USING btree ("endpoint","status","next_attempt_at");
    ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_endpoints_fk" FOREIGN KEY ("webhook_endpoints_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "payload_locked_documents_rels_webhook_endpoints_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_endpoints_id");
  `)
}

/** PostgreSQL cannot drop an enum value: the jobs' task types are made again without the purge's. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhook_endpoints_fk";
    DROP INDEX "payload_locked_documents_rels_webhook_endpoints_id_idx";
    ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhook_endpoints_id";
    DROP TABLE "webhook_deliveries";
    DROP TABLE "webhook_endpoints_events";
    DROP TABLE "webhook_endpoints";
    DROP TYPE "public"."enum_webhook_endpoints_events";
    DROP TYPE "public"."enum_webhook_deliveries_event";
    DROP TYPE "public"."enum_webhook_deliveries_status";
    DROP TYPE "public"."enum_webhook_deliveries_submission_collection";
    DELETE FROM "payload_jobs" WHERE "task_slug" = 'purgeOldWebhookDeliveries';
    DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'purgeOldWebhookDeliveries';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" RENAME TO "enum_payload_jobs_task_slug_old";
    CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'removeStoredFiles', 'purgeExpiredSubmissions', 'sweepOrphanedFiles', 'expireCacheTags', 'applyJobPostingSchedule', 'sweepLeadClocks', 'refreshResponseFigures', 'schedulePublish');
    ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" TYPE "public"."enum_payload_jobs_task_slug"
      USING "task_slug"::text::"public"."enum_payload_jobs_task_slug";
    DROP TYPE "public"."enum_payload_jobs_task_slug_old";
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" RENAME TO "enum_payload_jobs_log_task_slug_old";
    CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'removeStoredFiles', 'purgeExpiredSubmissions', 'sweepOrphanedFiles', 'expireCacheTags', 'applyJobPostingSchedule', 'sweepLeadClocks', 'refreshResponseFigures', 'schedulePublish');
    ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" TYPE "public"."enum_payload_jobs_log_task_slug"
      USING "task_slug"::text::"public"."enum_payload_jobs_log_task_slug";
    DROP TYPE "public"."enum_payload_jobs_log_task_slug_old";
  `)
}
