import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Next steps on the desk (src/desk/tasks): the `tasks` collection, about a lead or an
 * organization; each account's choice of reminders and the day of its last morning digest; the
 * reminders' scheduled task; a task done on its lead's timeline.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_tasks_kind" AS ENUM('call', 'email', 'meeting', 'whatsapp', 'followUp');
    CREATE TYPE "public"."enum_tasks_due_tz" AS ENUM('UTC', 'Africa/Abidjan', 'Africa/Accra', 'Africa/Dakar', 'Europe/London', 'Africa/Casablanca', 'Africa/Lagos', 'Africa/Douala', 'Africa/Kinshasa', 'Europe/Paris', 'Africa/Johannesburg', 'Africa/Cairo', 'Africa/Nairobi', 'Africa/Addis_Ababa');
    CREATE TYPE "public"."enum_users_task_reminders" AS ENUM('atDue', 'morningDigest');
    ALTER TYPE "public"."enum_lead_activities_kind" ADD VALUE 'taskDone' BEFORE 'reminder';
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepTaskReminders' BEFORE 'purgeOldWebhookDeliveries';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepTaskReminders' BEFORE 'purgeOldWebhookDeliveries';
    CREATE TABLE "tasks" (
      "id" serial PRIMARY KEY NOT NULL,
      "title" varchar NOT NULL,
      "kind" "enum_tasks_kind" DEFAULT 'followUp' NOT NULL,
      "due" timestamp(3) with time zone NOT NULL,
      "due_tz" "enum_tasks_due_tz" NOT NULL,
      "assignee_id" integer NOT NULL,
      "notes" varchar,
      "done" boolean DEFAULT false,
      "done_at" timestamp(3) with time zone,
      "created_by_id" integer,
      "reminded_at" timestamp(3) with time zone,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE TABLE "tasks_rels" (
      "id" serial PRIMARY KEY NOT NULL,
      "order" integer,
      "parent_id" integer NOT NULL,
      "path" varchar NOT NULL,
      "contact_submissions_id" integer,
      "quote_requests_id" integer,
      "partnership_applications_id" integer,
      "career_applications_id" integer,
      "market_report_requests_id" integer,
      "organizations_id" integer
    );
    ALTER TABLE "users" ADD COLUMN "task_reminders" "enum_users_task_reminders" DEFAULT 'atDue';
    ALTER TABLE "users" ADD COLUMN "task_digest_sent_on" varchar;
    ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_partnership_applications_fk" FOREIGN KEY ("partnership_applications_id") REFERENCES "public"."partnership_applications"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_career_applications_fk" FOREIGN KEY ("career_applications_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_market_report_requests_fk" FOREIGN KEY ("market_report_requests_id") REFERENCES "public"."market_report_requests"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "tasks_rels" ADD CONSTRAINT "tasks_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("due");
    CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id");
    CREATE INDEX "tasks_done_idx" ON "tasks" USING btree ("done");
    CREATE INDEX "tasks_created_by_idx" ON "tasks" USING btree ("created_by_id");
    CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at");
    CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");
    CREATE INDEX "assignee_done_due_idx" ON "tasks" USING btree ("assignee_id","done","due");
    CREATE INDEX "done_remindedAt_due_idx" ON "tasks" USING btree ("done","reminded_at","due");
    CREATE INDEX "tasks_rels_order_idx" ON "tasks_rels" USING btree ("order");
    CREATE INDEX "tasks_rels_parent_idx" ON "tasks_rels" USING btree ("parent_id");
    CREATE INDEX "tasks_rels_path_idx" ON "tasks_rels" USING btree ("path");
    CREATE INDEX "tasks_rels_contact_submissions_id_idx" ON "tasks_rels" USING btree ("contact_submissions_id");
    CREATE INDEX "tasks_rels_quote_requests_id_idx" ON "tasks_rels" USING btree ("quote_requests_id");
    CREATE INDEX "tasks_rels_partnership_applications_id_idx" ON "tasks_rels" USING btree ("partnership_applications_id");
    CREATE INDEX "tasks_rels_career_applications_id_idx" ON "tasks_rels" USING btree ("career_applications_id");
    CREATE INDEX "tasks_rels_market_report_requests_id_idx" ON "tasks_rels" USING btree ("market_report_requests_id");
    CREATE INDEX "tasks_rels_organizations_id_idx" ON "tasks_rels" USING btree ("organizations_id");
  `)
}

/** PostgreSQL cannot drop an enum's value: the timeline's and the task's stay. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "users" DROP COLUMN "task_digest_sent_on";
    ALTER TABLE "users" DROP COLUMN "task_reminders";
    DROP TABLE "tasks_rels";
    DROP TABLE "tasks";
    DROP TYPE "public"."enum_users_task_reminders";
    DROP TYPE "public"."enum_tasks_due_tz";
    DROP TYPE "public"."enum_tasks_kind";
  `)
}
