import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The lead desk's first part: teams, routing rules, lead activities (the timeline), an owner on
 * every submission and job posting, each lead's response clock and the job that sweeps it,
 * colleagues' display names and away flags, and contact messages' `qualified` status (which
 * moves it, in the status history's types, to where the workflows have it).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_routing_rules_submission_types" AS ENUM('contact-submissions', 'quote-requests', 'partnership-applications', 'career-applications', 'market-report-requests');
    CREATE TYPE "public"."enum_routing_rules_countries" AS ENUM('DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CM', 'CV', 'CF', 'TD', 'KM', 'CG', 'CI', 'DJ', 'CD', 'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW');
    CREATE TYPE "public"."enum_routing_rules_services" AS ENUM('vas', 'fintech', 'marketplace', 'enterprise', 'ai', '5g-infotainment', 'custom');
    CREATE TYPE "public"."enum_teams_working_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
    CREATE TYPE "public"."enum_teams_time_zone" AS ENUM('UTC', 'Africa/Abidjan', 'Africa/Accra', 'Africa/Dakar', 'Europe/London', 'Africa/Casablanca', 'Africa/Lagos', 'Africa/Douala', 'Africa/Kinshasa', 'Europe/Paris', 'Africa/Johannesburg', 'Africa/Cairo', 'Africa/Nairobi', 'Africa/Addis_Ababa');
    ALTER TYPE "public"."enum_contact_submissions_status" ADD VALUE 'qualified' BEFORE 'completed';
    CREATE TABLE "routing_rules_submission_types" (
    	"order" integer NOT NULL,
    	"parent_id" integer NOT NULL,
    	"value" "enum_routing_rules_submission_types",
    	"id" serial PRIMARY KEY NOT NULL
    );
    CREATE TABLE "routing_rules_countries" (
    	"order" integer NOT NULL,
    	"parent_id" integer NOT NULL,
    	"value" "enum_routing_rules_countries",
    	"id" serial PRIMARY KEY NOT NULL
    );
    CREATE TABLE "routing_rules_services" (
    	"order" integer NOT NULL,
    	"parent_id" integer NOT NULL,
    	"value" "enum_routing_rules_services",
    	"id" serial PRIMARY KEY NOT NULL
    );
    CREATE TABLE "routing_rules" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"_order" varchar,
    	"name" varchar NOT NULL,
    	"assignee_id" integer,
    	"team_id" integer,
    	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE TABLE "routing_rules_rels" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"order" integer,
    	"parent_id" integer NOT NULL,
    	"path" varchar NOT NULL,
    	"regions_id" integer
    );
    CREATE TABLE "teams_working_days" (
    	"order" integer NOT NULL,
    	"parent_id" integer NOT NULL,
    	"value" "enum_teams_working_days",
    	"id" serial PRIMARY KEY NOT NULL
    );
    CREATE TABLE "teams_holidays" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"date" timestamp(3) with time zone NOT NULL,
    	"name" varchar
    );
    CREATE TABLE "teams" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"name" varchar NOT NULL,
    	"lead_id" integer,
    	"reply_address" varchar,
    	"time_zone" "enum_teams_time_zone" DEFAULT 'Africa/Lagos' NOT NULL,
    	"opens_at" varchar DEFAULT '08:00' NOT NULL,
    	"closes_at" varchar DEFAULT '17:00' NOT NULL,
    	"last_assignee_id" integer,
    	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE TABLE "teams_rels" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"order" integer,
    	"parent_id" integer NOT NULL,
    	"path" varchar NOT NULL,
    	"users_id" integer
    );
    ALTER TABLE "status_changes" ALTER COLUMN "from_status" SET DATA TYPE text;
    DROP TYPE "public"."enum_status_changes_from_status";
    CREATE TYPE "public"."enum_status_changes_from_status" AS ENUM('new', 'contacted', 'qualified', 'completed', 'quoted', 'closed', 'under_review', 'approved', 'rejected', 'reviewed', 'interviewed', 'accepted');
    ALTER TABLE "status_changes" ALTER COLUMN "from_status" SET DATA TYPE "public"."enum_status_changes_from_status" USING "from_status"::"public"."enum_status_changes_from_status";
    ALTER TABLE "status_changes" ALTER COLUMN "to_status" SET DATA TYPE text;
    DROP TYPE "public"."enum_status_changes_to_status";
    CREATE TYPE "public"."enum_status_changes_to_status" AS ENUM('new', 'contacted', 'qualified', 'completed', 'quoted', 'closed', 'under_review', 'approved', 'rejected', 'reviewed', 'interviewed', 'accepted');
    ALTER TABLE "status_changes" ALTER COLUMN "to_status" SET DATA TYPE "public"."enum_status_changes_to_status" USING "to_status"::"public"."enum_status_changes_to_status";
    ALTER TABLE "job_postings" ADD COLUMN "owner_id" integer;
    ALTER TABLE "contact_submissions" ADD COLUMN "owner_id" integer;
    ALTER TABLE "market_report_requests" ADD COLUMN "owner_id" integer;
    ALTER TABLE "quote_requests" ADD COLUMN "owner_id" integer;
    ALTER TABLE "partnership_applications" ADD COLUMN "owner_id" integer;
    ALTER TABLE "career_applications" ADD COLUMN "owner_id" integer;
    ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "routing_rules_id" integer;
    ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "teams_id" integer;
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_owner_id" integer;
    ALTER TABLE "users" ADD COLUMN "display_name" varchar;
    ALTER TABLE "users" ADD COLUMN "away" boolean DEFAULT false;
    ALTER TABLE "routing_rules_submission_types" ADD CONSTRAINT "routing_rules_submission_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."routing_rules"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "routing_rules_countries" ADD CONSTRAINT "routing_rules_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."routing_rules"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "routing_rules_services" ADD CONSTRAINT "routing_rules_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."routing_rules"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "routing_rules_rels" ADD CONSTRAINT "routing_rules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."routing_rules"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "routing_rules_rels" ADD CONSTRAINT "routing_rules_rels_regions_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "teams_working_days" ADD CONSTRAINT "teams_working_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "teams_holidays" ADD CONSTRAINT "teams_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "teams" ADD CONSTRAINT "teams_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "teams" ADD CONSTRAINT "teams_last_assignee_id_users_id_fk" FOREIGN KEY ("last_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "teams_rels" ADD CONSTRAINT "teams_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "teams_rels" ADD CONSTRAINT "teams_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "routing_rules_submission_types_order_idx" ON "routing_rules_submission_types" USING btree ("order");
    CREATE INDEX "routing_rules_submission_types_parent_idx" ON "routing_rules_submission_types" USING btree ("parent_id");
    CREATE INDEX "routing_rules_countries_order_idx" ON "routing_rules_countries" USING btree ("order");
    CREATE INDEX "routing_rules_countries_parent_idx" ON "routing_rules_countries" USING btree ("parent_id");
    CREATE INDEX "routing_rules_services_order_idx" ON "routing_rules_services" USING btree ("order");
    CREATE INDEX "routing_rules_services_parent_idx" ON "routing_rules_services" USING btree ("parent_id");
    CREATE INDEX "routing_rules__order_idx" ON "routing_rules" USING btree ("_order");
    CREATE INDEX "routing_rules_assignee_idx" ON "routing_rules" USING btree ("assignee_id");
    CREATE INDEX "routing_rules_team_idx" ON "routing_rules" USING btree ("team_id");
    CREATE INDEX "routing_rules_updated_at_idx" ON "routing_rules" USING btree ("updated_at");
    CREATE INDEX "routing_rules_created_at_idx" ON "routing_rules" USING btree ("created_at");
    CREATE INDEX "routing_rules_rels_order_idx" ON "routing_rules_rels" USING btree ("order");
    CREATE INDEX "routing_rules_rels_parent_idx" ON "routing_rules_rels" USING btree ("parent_id");
    CREATE INDEX "routing_rules_rels_path_idx" ON "routing_rules_rels" USING btree ("path");
    CREATE INDEX "routing_rules_rels_regions_id_idx" ON "routing_rules_rels" USING btree ("regions_id");
    CREATE INDEX "teams_working_days_order_idx" ON "teams_working_days" USING btree ("order");
    CREATE INDEX "teams_working_days_parent_idx" ON "teams_working_days" USING btree ("parent_id");
    CREATE INDEX "teams_holidays_order_idx" ON "teams_holidays" USING btree ("_order");
    CREATE INDEX "teams_holidays_parent_id_idx" ON "teams_holidays" USING btree ("_parent_id");
    CREATE UNIQUE INDEX "teams_name_idx" ON "teams" USING btree ("name");
    CREATE INDEX "teams_lead_idx" ON "teams" USING btree ("lead_id");
    CREATE INDEX "teams_last_assignee_idx" ON "teams" USING btree ("last_assignee_id");
    CREATE INDEX "teams_updated_at_idx" ON "teams" USING btree ("updated_at");
    CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at");
    CREATE INDEX "teams_rels_order_idx" ON "teams_rels" USING btree ("order");
    CREATE INDEX "teams_rels_parent_idx" ON "teams_rels" USING btree ("parent_id");
    CREATE INDEX "teams_rels_path_idx" ON "teams_rels" USING btree ("path");
    CREATE INDEX "teams_rels_users_id_idx" ON "teams_rels" USING btree ("users_id");
    ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "market_report_requests" ADD CONSTRAINT "market_report_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "partnership_applications" ADD CONSTRAINT "partnership_applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_routing_rules_fk" FOREIGN KEY ("routing_rules_id") REFERENCES "public"."routing_rules"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "contact_submissions_owner_idx" ON "contact_submissions" USING btree ("owner_id");
    CREATE INDEX "partnership_applications_owner_idx" ON "partnership_applications" USING btree ("owner_id");
    CREATE INDEX "market_report_requests_owner_idx" ON "market_report_requests" USING btree ("owner_id");
    CREATE INDEX "quote_requests_owner_idx" ON "quote_requests" USING btree ("owner_id");
    CREATE INDEX "career_applications_owner_idx" ON "career_applications" USING btree ("owner_id");
    CREATE INDEX "job_postings_owner_idx" ON "job_postings" USING btree ("owner_id");
    CREATE INDEX "owner_status_createdAt_idx" ON "contact_submissions" USING btree ("owner_id","status","created_at");
    CREATE INDEX "owner_status_createdAt_4_idx" ON "market_report_requests" USING btree ("owner_id","status","created_at");
    CREATE INDEX "owner_status_createdAt_1_idx" ON "quote_requests" USING btree ("owner_id","status","created_at");
    CREATE INDEX "owner_status_createdAt_2_idx" ON "partnership_applications" USING btree ("owner_id","status","created_at");
    CREATE INDEX "owner_status_createdAt_3_idx" ON "career_applications" USING btree ("owner_id","status","created_at");
    CREATE INDEX "payload_locked_documents_rels_routing_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("routing_rules_id");
    CREATE INDEX "payload_locked_documents_rels_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("teams_id");
    CREATE INDEX "_job_postings_v_version_version_owner_idx" ON "_job_postings_v" USING btree ("version_owner_id");
    CREATE TYPE "public"."enum_lead_activities_submission_collection" AS ENUM('contact-submissions', 'quote-requests', 'partnership-applications', 'career-applications', 'market-report-requests');
    CREATE TYPE "public"."enum_lead_activities_kind" AS ENUM('assigned', 'note', 'call', 'message', 'emailSent', 'emailReceived', 'reminder', 'escalation');
    CREATE TABLE "lead_activities" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"submission_collection" "enum_lead_activities_submission_collection" NOT NULL,
    	"submission_id" numeric NOT NULL,
    	"kind" "enum_lead_activities_kind" NOT NULL,
    	"author_id" integer,
    	"owner_id" integer,
    	"text" varchar,
    	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE TABLE "lead_activities_rels" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"order" integer,
    	"parent_id" integer NOT NULL,
    	"path" varchar NOT NULL,
    	"users_id" integer
    );
    ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "lead_activities_rels" ADD CONSTRAINT "lead_activities_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_activities"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "lead_activities_rels" ADD CONSTRAINT "lead_activities_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "lead_activities_author_idx" ON "lead_activities" USING btree ("author_id");
    CREATE INDEX "lead_activities_owner_idx" ON "lead_activities" USING btree ("owner_id");
    CREATE INDEX "lead_activities_updated_at_idx" ON "lead_activities" USING btree ("updated_at");
    CREATE INDEX "lead_activities_created_at_idx" ON "lead_activities" USING btree ("created_at");
    CREATE INDEX "submissionCollection_submissionId_createdAt_idx" ON "lead_activities" USING btree ("submission_collection","submission_id","created_at");
    CREATE INDEX "lead_activities_rels_order_idx" ON "lead_activities_rels" USING btree ("order");
    CREATE INDEX "lead_activities_rels_parent_idx" ON "lead_activities_rels" USING btree ("parent_id");
    CREATE INDEX "lead_activities_rels_path_idx" ON "lead_activities_rels" USING btree ("path");
    CREATE INDEX "lead_activities_rels_users_id_idx" ON "lead_activities_rels" USING btree ("users_id");
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepLeadClocks' BEFORE 'schedulePublish';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepLeadClocks' BEFORE 'schedulePublish';
    ALTER TABLE "contact_submissions" ADD COLUMN "response_due_at" timestamp(3) with time zone;
    ALTER TABLE "contact_submissions" ADD COLUMN "first_response_at" timestamp(3) with time zone;
    ALTER TABLE "contact_submissions" ADD COLUMN "reminder_due_at" timestamp(3) with time zone;
    ALTER TABLE "contact_submissions" ADD COLUMN "escalation_due_at" timestamp(3) with time zone;
    ALTER TABLE "contact_submissions" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
    ALTER TABLE "contact_submissions" ADD COLUMN "escalated_at" timestamp(3) with time zone;
    ALTER TABLE "contact_submissions" ADD COLUMN "response_target_minutes" numeric;
    ALTER TABLE "contact_submissions" ADD COLUMN "response_minutes" numeric;
    ALTER TABLE "quote_requests" ADD COLUMN "response_due_at" timestamp(3) with time zone;
    ALTER TABLE "quote_requests" ADD COLUMN "first_response_at" timestamp(3) with time zone;
    ALTER TABLE "quote_requests" ADD COLUMN "reminder_due_at" timestamp(3) with time zone;
    ALTER TABLE "quote_requests" ADD COLUMN "escalation_due_at" timestamp(3) with time zone;
    ALTER TABLE "quote_requests" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
    ALTER TABLE "quote_requests" ADD COLUMN "escalated_at" timestamp(3) with time zone;
    ALTER TABLE "quote_requests" ADD COLUMN "response_target_minutes" numeric;
    ALTER TABLE "quote_requests" ADD COLUMN "response_minutes" numeric;
    ALTER TABLE "partnership_applications" ADD COLUMN "response_due_at" timestamp(3) with time zone;
    ALTER TABLE "partnership_applications" ADD COLUMN "first_response_at" timestamp(3) with time zone;
    ALTER TABLE "partnership_applications" ADD COLUMN "reminder_due_at" timestamp(3) with time zone;
    ALTER TABLE "partnership_applications" ADD COLUMN "escalation_due_at" timestamp(3) with time zone;
    ALTER TABLE "partnership_applications" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
    ALTER TABLE "partnership_applications" ADD COLUMN "escalated_at" timestamp(3) with time zone;
    ALTER TABLE "partnership_applications" ADD COLUMN "response_target_minutes" numeric;
    ALTER TABLE "partnership_applications" ADD COLUMN "response_minutes" numeric;
    ALTER TABLE "market_report_requests" ADD COLUMN "response_due_at" timestamp(3) with time zone;
    ALTER TABLE "market_report_requests" ADD COLUMN "first_response_at" timestamp(3) with time zone;
    ALTER TABLE "market_report_requests" ADD COLUMN "reminder_due_at" timestamp(3) with time zone;
    ALTER TABLE "market_report_requests" ADD COLUMN "escalation_due_at" timestamp(3) with time zone;
    ALTER TABLE "market_report_requests" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
    ALTER TABLE "market_report_requests" ADD COLUMN "escalated_at" timestamp(3) with time zone;
    ALTER TABLE "market_report_requests" ADD COLUMN "response_target_minutes" numeric;
    ALTER TABLE "market_report_requests" ADD COLUMN "response_minutes" numeric;
    ALTER TABLE "career_applications" ADD COLUMN "response_due_at" timestamp(3) with time zone;
    ALTER TABLE "career_applications" ADD COLUMN "first_response_at" timestamp(3) with time zone;
    ALTER TABLE "career_applications" ADD COLUMN "reminder_due_at" timestamp(3) with time zone;
    ALTER TABLE "career_applications" ADD COLUMN "escalation_due_at" timestamp(3) with time zone;
    ALTER TABLE "career_applications" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
    ALTER TABLE "career_applications" ADD COLUMN "escalated_at" timestamp(3) with time zone;
    ALTER TABLE "career_applications" ADD COLUMN "response_target_minutes" numeric;
    ALTER TABLE "career_applications" ADD COLUMN "response_minutes" numeric;
    CREATE INDEX "contact_submissions_reminder_due_at_idx" ON "contact_submissions" USING btree ("reminder_due_at");
    CREATE INDEX "contact_submissions_escalation_due_at_idx" ON "contact_submissions" USING btree ("escalation_due_at");
    CREATE INDEX "firstResponseAt_responseDueAt_idx" ON "contact_submissions" USING btree ("first_response_at","response_due_at");
    CREATE INDEX "quote_requests_reminder_due_at_idx" ON "quote_requests" USING btree ("reminder_due_at");
    CREATE INDEX "quote_requests_escalation_due_at_idx" ON "quote_requests" USING btree ("escalation_due_at");
    CREATE INDEX "firstResponseAt_responseDueAt_1_idx" ON "quote_requests" USING btree ("first_response_at","response_due_at");
    CREATE INDEX "partnership_applications_reminder_due_at_idx" ON "partnership_applications" USING btree ("reminder_due_at");
    CREATE INDEX "partnership_applications_escalation_due_at_idx" ON "partnership_applications" USING btree ("escalation_due_at");
    CREATE INDEX "firstResponseAt_responseDueAt_2_idx" ON "partnership_applications" USING btree ("first_response_at","response_due_at");
    CREATE INDEX "market_report_requests_reminder_due_at_idx" ON "market_report_requests" USING btree ("reminder_due_at");
    CREATE INDEX "market_report_requests_escalation_due_at_idx" ON "market_report_requests" USING btree ("escalation_due_at");
    CREATE INDEX "firstResponseAt_responseDueAt_4_idx" ON "market_report_requests" USING btree ("first_response_at","response_due_at");
    CREATE INDEX "career_applications_reminder_due_at_idx" ON "career_applications" USING btree ("reminder_due_at");
    CREATE INDEX "career_applications_escalation_due_at_idx" ON "career_applications" USING btree ("escalation_due_at");
    CREATE INDEX "firstResponseAt_responseDueAt_3_idx" ON "career_applications" USING btree ("first_response_at","response_due_at");
    UPDATE "users" SET "display_name" = coalesce(nullif(trim("name"), ''), split_part("email", '@', 1));
  `)
}

/** The jobs' task enums keep 'sweepLeadClocks': PostgreSQL cannot take a value out of an enum. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "contact_submissions" DROP COLUMN "response_due_at", DROP COLUMN "first_response_at", DROP COLUMN "reminder_due_at", DROP COLUMN "escalation_due_at", DROP COLUMN "reminder_sent_at", DROP COLUMN "escalated_at", DROP COLUMN "response_target_minutes", DROP COLUMN "response_minutes";
    ALTER TABLE "quote_requests" DROP COLUMN "response_due_at", DROP COLUMN "first_response_at", DROP COLUMN "reminder_due_at", DROP COLUMN "escalation_due_at", DROP COLUMN "reminder_sent_at", DROP COLUMN "escalated_at", DROP COLUMN "response_target_minutes", DROP COLUMN "response_minutes";
    ALTER TABLE "partnership_applications" DROP COLUMN "response_due_at", DROP COLUMN "first_response_at", DROP COLUMN "reminder_due_at", DROP COLUMN "escalation_due_at", DROP COLUMN "reminder_sent_at", DROP COLUMN "escalated_at", DROP COLUMN "response_target_minutes", DROP COLUMN "response_minutes";
    ALTER TABLE "career_applications" DROP COLUMN "response_due_at", DROP COLUMN "first_response_at", DROP COLUMN "reminder_due_at", DROP COLUMN "escalation_due_at", DROP COLUMN "reminder_sent_at", DROP COLUMN "escalated_at", DROP COLUMN "response_target_minutes", DROP COLUMN "response_minutes";
    ALTER TABLE "market_report_requests" DROP COLUMN "response_due_at", DROP COLUMN "first_response_at", DROP COLUMN "reminder_due_at", DROP COLUMN "escalation_due_at", DROP COLUMN "reminder_sent_at", DROP COLUMN "escalated_at", DROP COLUMN "response_target_minutes", DROP COLUMN "response_minutes";
    DROP TABLE "lead_activities_rels", "lead_activities" CASCADE;
    DROP TYPE "public"."enum_lead_activities_submission_collection", "public"."enum_lead_activities_kind";
    DROP TABLE "routing_rules_submission_types", "routing_rules_countries", "routing_rules_services", "routing_rules_rels", "routing_rules", "teams_working_days", "teams_holidays", "teams_rels", "teams" CASCADE;
    ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "routing_rules_id", DROP COLUMN "teams_id";
    ALTER TABLE "job_postings" DROP COLUMN "owner_id";
    ALTER TABLE "contact_submissions" DROP COLUMN "owner_id";
    ALTER TABLE "market_report_requests" DROP COLUMN "owner_id";
    ALTER TABLE "quote_requests" DROP COLUMN "owner_id";
    ALTER TABLE "partnership_applications" DROP COLUMN "owner_id";
    ALTER TABLE "career_applications" DROP COLUMN "owner_id";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_owner_id";
    ALTER TABLE "users" DROP COLUMN "display_name", DROP COLUMN "away";
    DROP TYPE "public"."enum_routing_rules_submission_types", "public"."enum_routing_rules_countries", "public"."enum_routing_rules_services", "public"."enum_teams_working_days", "public"."enum_teams_time_zone";
    UPDATE "contact_submissions" SET "status" = 'contacted' WHERE "status" = 'qualified';
    UPDATE "status_changes" SET "to_status" = 'contacted' WHERE "submission_collection" = 'contact-submissions' AND "to_status" = 'qualified';
    UPDATE "status_changes" SET "from_status" = 'contacted' WHERE "submission_collection" = 'contact-submissions' AND "from_status" = 'qualified';
    ALTER TABLE "contact_submissions" ALTER COLUMN "status" DROP DEFAULT;
    ALTER TABLE "contact_submissions" ALTER COLUMN "status" SET DATA TYPE text;
    DROP TYPE "public"."enum_contact_submissions_status";
    CREATE TYPE "public"."enum_contact_submissions_status" AS ENUM('new', 'contacted', 'completed');
    ALTER TABLE "contact_submissions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_contact_submissions_status" USING "status"::"public"."enum_contact_submissions_status";
    ALTER TABLE "contact_submissions" ALTER COLUMN "status" SET DEFAULT 'new';
    ALTER TABLE "status_changes" ALTER COLUMN "from_status" SET DATA TYPE text;
    DROP TYPE "public"."enum_status_changes_from_status";
    CREATE TYPE "public"."enum_status_changes_from_status" AS ENUM('new', 'contacted', 'completed', 'quoted', 'closed', 'under_review', 'approved', 'rejected', 'reviewed', 'interviewed', 'accepted', 'qualified');
    ALTER TABLE "status_changes" ALTER COLUMN "from_status" SET DATA TYPE "public"."enum_status_changes_from_status" USING "from_status"::"public"."enum_status_changes_from_status";
    ALTER TABLE "status_changes" ALTER COLUMN "to_status" SET DATA TYPE text;
    DROP TYPE "public"."enum_status_changes_to_status";
    CREATE TYPE "public"."enum_status_changes_to_status" AS ENUM('new', 'contacted', 'completed', 'quoted', 'closed', 'under_review', 'approved', 'rejected', 'reviewed', 'interviewed', 'accepted', 'qualified');
    ALTER TABLE "status_changes" ALTER COLUMN "to_status" SET DATA TYPE "public"."enum_status_changes_to_status" USING "to_status"::"public"."enum_status_changes_to_status";
  `)
}
