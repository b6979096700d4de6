import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Replies from a lead's page: the templates admins keep, and each sent e-mail's subject, address and Message-ID. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_reply_templates_submission_type" AS ENUM('contact-submissions', 'quote-requests', 'partnership-applications', 'career-applications', 'market-report-requests');
    CREATE TYPE "public"."enum_reply_templates_language" AS ENUM('en', 'fr');
    CREATE TABLE "reply_templates" (
      "id" serial PRIMARY KEY NOT NULL,
      "name" varchar NOT NULL,
      "submission_type" "enum_reply_templates_submission_type" NOT NULL,
      "language" "enum_reply_templates_language" DEFAULT 'en' NOT NULL,
      "subject" varchar NOT NULL,
      "body" varchar NOT NULL,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    ALTER TABLE "lead_activities" ADD COLUMN "subject" varchar;
    ALTER TABLE "lead_activities" ADD COLUMN "email_address" varchar;
    ALTER TABLE "lead_activities" ADD COLUMN "message_id" varchar;
    ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reply_templates_id" integer;
    CREATE UNIQUE INDEX "reply_templates_name_idx" ON "reply_templates" USING btree ("name");
    CREATE INDEX "reply_templates_updated_at_idx" ON "reply_templates" USING btree ("updated_at");
    CREATE INDEX "reply_templates_created_at_idx" ON "reply_templates" USING btree ("created_at");
    ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reply_templates_fk" FOREIGN KEY ("reply_templates_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "lead_activities_message_id_idx" ON "lead_activities" USING btree ("message_id");
    CREATE INDEX "payload_locked_documents_rels_reply_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("reply_templates_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reply_templates_id";
    ALTER TABLE "lead_activities" DROP COLUMN "message_id";
    ALTER TABLE "lead_activities" DROP COLUMN "email_address";
    ALTER TABLE "lead_activities" DROP COLUMN "subject";
    DROP TABLE "reply_templates";
    DROP TYPE "public"."enum_reply_templates_language";
    DROP TYPE "public"."enum_reply_templates_submission_type";
  `)
}
