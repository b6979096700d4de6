import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { countSubmissionsIn } from './20261122_140000_submission_counts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_market_report_requests_status" AS ENUM('new', 'contacted', 'qualified');
  ALTER TYPE "public"."enum_status_changes_submission_collection" ADD VALUE 'market-report-requests';
  ALTER TYPE "public"."enum_status_changes_from_status" ADD VALUE 'qualified';
  ALTER TYPE "public"."enum_status_changes_to_status" ADD VALUE 'qualified';
  CREATE TABLE "market_report_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"region_id" integer,
  	"download_token_hash" varchar,
  	"download_expires_at" timestamp(3) with time zone,
  	"download_count" numeric DEFAULT 0 NOT NULL,
  	"status" "enum_market_report_requests_status" DEFAULT 'new' NOT NULL,
  	"consent_given_at" timestamp(3) with time zone,
  	"submission_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "report_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"prefix" varchar DEFAULT 'report-files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "regions" ADD COLUMN "report_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "notifications_market_report_email" varchar;
  -- The sales team hears of them at the quote address until an admin chooses another one.
  UPDATE "site_settings" SET "notifications_market_report_email" = "notifications_quote_email";
  ALTER TABLE "site_settings" ALTER COLUMN "notifications_market_report_email" SET NOT NULL;
  ALTER TABLE "market_report_requests" ADD CONSTRAINT "market_report_requests_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "market_report_requests_email_idx" ON "market_report_requests" USING btree ("email");
  CREATE INDEX "market_report_requests_region_idx" ON "market_report_requests" USING btree ("region_id");
  CREATE UNIQUE INDEX "market_report_requests_download_download_token_hash_idx" ON "market_report_requests" USING btree ("download_token_hash");
  CREATE UNIQUE INDEX "market_report_requests_submission_key_idx" ON "market_report_requests" USING btree ("submission_key");
  CREATE INDEX "market_report_requests_updated_at_idx" ON "market_report_requests" USING btree ("updated_at");
  CREATE INDEX "market_report_requests_created_at_idx" ON "market_report_requests" USING btree ("created_at");
  CREATE INDEX "status_createdAt_4_idx" ON "market_report_requests" USING btree ("status","created_at");
  CREATE INDEX "report_files_updated_at_idx" ON "report_files" USING btree ("updated_at");
  CREATE INDEX "report_files_created_at_idx" ON "report_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "report_files_filename_idx" ON "report_files" USING btree ("filename");
  ALTER TABLE "regions" ADD CONSTRAINT "regions_report_id_report_files_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "regions_report_idx" ON "regions" USING btree ("report_id");`)
  // Its requests join the Overview's counters.
  await countSubmissionsIn(db, 'market_report_requests')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "stats"."submission_counts" WHERE "submission_table" = 'market_report_requests';
   ALTER TABLE "market_report_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "market_report_requests" CASCADE;
  DROP TABLE "report_files" CASCADE;
  ALTER TABLE "regions" DROP CONSTRAINT "regions_report_id_report_files_id_fk";
  
  ALTER TABLE "status_changes" ALTER COLUMN "submission_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_status_changes_submission_collection";
  CREATE TYPE "public"."enum_status_changes_submission_collection" AS ENUM('contact-submissions', 'quote-requests', 'partnership-applications', 'career-applications');
  ALTER TABLE "status_changes" ALTER COLUMN "submission_collection" SET DATA TYPE "public"."enum_status_changes_submission_collection" USING "submission_collection"::"public"."enum_status_changes_submission_collection";
  ALTER TABLE "status_changes" ALTER COLUMN "from_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_status_changes_from_status";
  CREATE TYPE "public"."enum_status_changes_from_status" AS ENUM('new', 'contacted', 'completed', 'quoted', 'closed', 'under_review', 'approved', 'rejected', 'reviewed', 'interviewed', 'accepted');
  ALTER TABLE "status_changes" ALTER COLUMN "from_status" SET DATA TYPE "public"."enum_status_changes_from_status" USING "from_status"::"public"."enum_status_changes_from_status";
  ALTER TABLE "status_changes" ALTER COLUMN "to_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_status_changes_to_status";
  CREATE TYPE "public"."enum_status_changes_to_status" AS ENUM('new', 'contacted', 'completed', 'quoted', 'closed', 'under_review', 'approved', 'rejected', 'reviewed', 'interviewed', 'accepted');
  ALTER TABLE "status_changes" ALTER COLUMN "to_status" SET DATA TYPE "public"."enum_status_changes_to_status" USING "to_status"::"public"."enum_status_changes_to_status";
  DROP INDEX "regions_report_idx";
  ALTER TABLE "regions" DROP COLUMN "report_id";
  ALTER TABLE "site_settings" DROP COLUMN "notifications_market_report_email";
  DROP TYPE "public"."enum_market_report_requests_status";`)
}
