import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Screening questions (src/recruiting/screening): a posting's questions and their options, kept in
 * its versions too, and on each career application the answers as asked with the knockout flag
 * and the rules that matched.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."screening_question_kind" AS ENUM('yesNo', 'choice', 'number', 'text');
    CREATE TYPE "public"."screening_knockout_answer" AS ENUM('yes', 'no');
    CREATE TABLE "job_posting_questions" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" varchar PRIMARY KEY NOT NULL,
      "text_en" varchar NOT NULL,
      "text_fr" varchar NOT NULL,
      "kind" "screening_question_kind" DEFAULT 'yesNo' NOT NULL,
      "required" boolean DEFAULT true,
      "knockout_answer" "screening_knockout_answer",
      "minimum" numeric,
      "maximum" numeric
    );
    CREATE TABLE "job_posting_questions_options" (
      "_order" integer NOT NULL,
      "_parent_id" varchar NOT NULL,
      "id" varchar PRIMARY KEY NOT NULL,
      "label_en" varchar,
      "label_fr" varchar,
      "knocks_out" boolean DEFAULT false
    );
    CREATE TABLE "_job_posting_questions_v" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" serial PRIMARY KEY NOT NULL,
      "text_en" varchar NOT NULL,
      "text_fr" varchar NOT NULL,
      "kind" "screening_question_kind" DEFAULT 'yesNo' NOT NULL,
      "required" boolean DEFAULT true,
      "knockout_answer" "screening_knockout_answer",
      "minimum" numeric,
      "maximum" numeric,
      "_uuid" varchar
    );
    CREATE TABLE "_job_posting_questions_v_options" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" serial PRIMARY KEY NOT NULL,
      "label_en" varchar,
      "label_fr" varchar,
      "knocks_out" boolean DEFAULT false,
      "_uuid" varchar
    );
    ALTER TABLE "job_posting_questions" ADD CONSTRAINT "job_posting_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "job_posting_questions_options" ADD CONSTRAINT "job_posting_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_posting_questions"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_job_posting_questions_v" ADD CONSTRAINT "_job_posting_questions_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_job_posting_questions_v_options" ADD CONSTRAINT "_job_posting_questions_v_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_posting_questions_v"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "job_posting_questions_order_idx" ON "job_posting_questions" USING btree ("_order");
    CREATE INDEX "job_posting_questions_parent_id_idx" ON "job_posting_questions" USING btree ("_parent_id");
    CREATE INDEX "job_posting_questions_options_order_idx" ON "job_posting_questions_options" USING btree ("_order");
    CREATE INDEX "job_posting_questions_options_parent_id_idx" ON "job_posting_questions_options" USING btree ("_parent_id");
    CREATE INDEX "_job_posting_questions_v_order_idx" ON "_job_posting_questions_v" USING btree ("_order");
    CREATE INDEX "_job_posting_questions_v_parent_id_idx" ON "_job_posting_questions_v" USING btree ("_parent_id");
    CREATE INDEX "_job_posting_questions_v_options_order_idx" ON "_job_posting_questions_v_options" USING btree ("_order");
    CREATE INDEX "_job_posting_questions_v_options_parent_id_idx" ON "_job_posting_questions_v_options" USING btree ("_parent_id");

    ALTER TABLE "career_applications" ADD COLUMN "screening_answers" jsonb;
    ALTER TABLE "career_applications" ADD COLUMN "knocked_out" boolean DEFAULT false;
    ALTER TABLE "career_applications" ADD COLUMN "knockout_reasons" varchar;
    CREATE INDEX "career_applications_knocked_out_idx" ON "career_applications" USING btree ("knocked_out");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "career_applications_knocked_out_idx";
    ALTER TABLE "career_applications" DROP COLUMN "knockout_reasons";
    ALTER TABLE "career_applications" DROP COLUMN "knocked_out";
    ALTER TABLE "career_applications" DROP COLUMN "screening_answers";
    DROP TABLE "_job_posting_questions_v_options";
    DROP TABLE "_job_posting_questions_v";
    DROP TABLE "job_posting_questions_options";
    DROP TABLE "job_posting_questions";
    DROP TYPE "public"."screening_knockout_answer";
    DROP TYPE "public"."screening_question_kind";
  `)
}
