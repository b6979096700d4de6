import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Answer attachments: the files a visitor's answer brought, kept with its timeline entry. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_answer_files_submission_collection" AS ENUM('contact-submissions', 'quote-requests', 'partnership-applications', 'career-applications', 'market-report-requests');
    CREATE TABLE "answer_files" (
      "id" serial PRIMARY KEY NOT NULL,
      "submission_collection" "enum_answer_files_submission_collection" NOT NULL,
      "submission_id" numeric NOT NULL,
      "prefix" varchar DEFAULT 'answer-files',
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
    ALTER TABLE "lead_activities_rels" ADD COLUMN "answer_files_id" integer;
    CREATE INDEX "answer_files_updated_at_idx" ON "answer_files" USING btree ("updated_at");
    CREATE INDEX "answer_files_created_at_idx" ON "answer_files" USING btree ("created_at");
    CREATE UNIQUE INDEX "answer_files_filename_idx" ON "answer_files" USING btree ("filename");
    CREATE INDEX "submissionCollection_submissionId_1_idx" ON "answer_files" USING btree ("submission_collection","submission_id");
    ALTER TABLE "lead_activities_rels" ADD CONSTRAINT "lead_activities_rels_answer_files_fk" FOREIGN KEY ("answer_files_id") REFERENCES "public"."answer_files"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "lead_activities_rels_answer_files_id_idx" ON "lead_activities_rels" USING btree ("answer_files_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "lead_activities_rels" DROP CONSTRAINT "lead_activities_rels_answer_files_fk";
    DROP INDEX "lead_activities_rels_answer_files_id_idx";
    ALTER TABLE "lead_activities_rels" DROP COLUMN "answer_files_id";
    DROP TABLE "answer_files" CASCADE;
    DROP TYPE "public"."enum_answer_files_submission_collection";
  `)
}
