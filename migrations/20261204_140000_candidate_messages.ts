import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Candidate messages (src/recruiting/messages): a job application's reply templates have a
 * purpose (and a rejection its reason), rejection e-mails wait their delay in a table of their
 * own, sent by a task of the job queue, and Site settings → Recruiting holds the delay.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_reply_templates_purpose" AS ENUM('acknowledgement', 'interview', 'rejection', 'offer');
    CREATE TYPE "public"."enum_rejection_emails_state" AS ENUM('scheduled', 'sent', 'cancelled');
    CREATE TYPE "public"."enum_rejection_emails_language" AS ENUM('en', 'fr');
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDueRejections' BEFORE 'schedulePublish';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDueRejections' BEFORE 'schedulePublish';
    CREATE TABLE "rejection_emails" (
      "id" serial PRIMARY KEY NOT NULL,
      "application_id" integer,
      "state" "enum_rejection_emails_state" DEFAULT 'scheduled' NOT NULL,
      "due_at" timestamp(3) with time zone NOT NULL,
      "reason" varchar,
      "language" "enum_rejection_emails_language" NOT NULL,
      "previous_status" varchar,
      "previous_stage" varchar,
      "message_id" varchar NOT NULL,
      "scheduled_by_id" integer,
      "cancelled_by_id" integer,
      "sent_at" timestamp(3) with time zone,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    ALTER TABLE "site_settings" ADD COLUMN "recruiting_rejection_delay_days" numeric DEFAULT 2;
    ALTER TABLE "reply_templates" ADD COLUMN "purpose" "enum_reply_templates_purpose";
    ALTER TABLE "reply_templates" ADD COLUMN "rejection_reason" varchar;
    ALTER TABLE "rejection_emails" ADD CONSTRAINT "rejection_emails_application_id_career_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."career_applications"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "rejection_emails" ADD CONSTRAINT "rejection_emails_scheduled_by_id_users_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "rejection_emails" ADD CONSTRAINT "rejection_emails_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "rejection_emails_application_idx" ON "rejection_emails" USING btree ("application_id");
    CREATE INDEX "rejection_emails_state_idx" ON "rejection_emails" USING btree ("state");
    CREATE INDEX "rejection_emails_due_at_idx" ON "rejection_emails" USING btree ("due_at");
    CREATE UNIQUE INDEX "rejection_emails_message_id_idx" ON "rejection_emails" USING btree ("message_id");
    CREATE INDEX "rejection_emails_scheduled_by_idx" ON "rejection_emails" USING btree ("scheduled_by_id");
    CREATE INDEX "rejection_emails_cancelled_by_idx" ON "rejection_emails" USING btree ("cancelled_by_id");
    CREATE INDEX "rejection_emails_updated_at_idx" ON "rejection_emails" USING btree ("updated_at");
    CREATE INDEX "rejection_emails_created_at_idx" ON "rejection_emails" USING btree ("created_at");
  `)
}

/** PostgreSQL cannot drop an enum value: the task's jobs go, its value stays. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendDueRejections';
    DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendDueRejections';
    DROP TABLE "rejection_emails";
    ALTER TABLE "reply_templates" DROP COLUMN "rejection_reason";
    ALTER TABLE "reply_templates" DROP COLUMN "purpose";
    ALTER TABLE "site_settings" DROP COLUMN "recruiting_rejection_delay_days";
    DROP TYPE "public"."enum_rejection_emails_language";
    DROP TYPE "public"."enum_rejection_emails_state";
    DROP TYPE "public"."enum_reply_templates_purpose";
  `)
}
