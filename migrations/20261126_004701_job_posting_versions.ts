import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__job_postings_v_version_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum__job_postings_v_version_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum__job_postings_v_version_status" AS ENUM('active', 'inactive', 'draft');
  CREATE TABLE "_job_postings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_language" "enum__job_postings_v_version_language" DEFAULT 'en' NOT NULL,
  	"version_department" varchar NOT NULL,
  	"version_location" varchar NOT NULL,
  	"version_employment_type" "enum__job_postings_v_version_employment_type" DEFAULT 'full-time' NOT NULL,
  	"version_salary_range" varchar,
  	"version_description" varchar NOT NULL,
  	"version_requirements" varchar NOT NULL,
  	"version_status" "enum__job_postings_v_version_status" DEFAULT 'active' NOT NULL,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "job_postings" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_parent_id_job_postings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_job_postings_v_parent_idx" ON "_job_postings_v" USING btree ("parent_id");
  CREATE INDEX "_job_postings_v_version_version_status_idx" ON "_job_postings_v" USING btree ("version_status");
  CREATE INDEX "_job_postings_v_version_version_edited_by_idx" ON "_job_postings_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_job_postings_v_version_version_updated_at_idx" ON "_job_postings_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_postings_v_version_version_created_at_idx" ON "_job_postings_v" USING btree ("version_created_at");
  CREATE INDEX "_job_postings_v_created_at_idx" ON "_job_postings_v" USING btree ("created_at");
  CREATE INDEX "_job_postings_v_updated_at_idx" ON "_job_postings_v" USING btree ("updated_at");
  ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_postings_edited_by_idx" ON "job_postings" USING btree ("edited_by_id");`)
  // Each posting's current wording is its first version, so that it can be restored after edits.
  await db.execute(sql`
  INSERT INTO "_job_postings_v" ("parent_id", "version_title", "version_language",
    "version_department", "version_location", "version_employment_type", "version_salary_range",
    "version_description", "version_requirements", "version_status", "version_updated_at",
    "version_created_at", "created_at", "updated_at")
  SELECT "id", "title", "language"::text::"enum__job_postings_v_version_language", "department",
    "location", "employment_type"::text::"enum__job_postings_v_version_employment_type",
    "salary_range", "description", "requirements",
    "status"::text::"enum__job_postings_v_version_status", "updated_at", "created_at",
    "updated_at", "updated_at"
  FROM "job_postings";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_job_postings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_job_postings_v" CASCADE;
  ALTER TABLE "job_postings" DROP CONSTRAINT "job_postings_edited_by_id_users_id_fk";
  
  DROP INDEX "job_postings_edited_by_idx";
  ALTER TABLE "job_postings" DROP COLUMN "edited_by_id";
  DROP TYPE "public"."enum__job_postings_v_version_language";
  DROP TYPE "public"."enum__job_postings_v_version_employment_type";
  DROP TYPE "public"."enum__job_postings_v_version_status";`)
}
