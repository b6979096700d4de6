import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The enums that hold job applications' statuses: their own, and the status history's two. */
const statusEnums = [
  'enum_career_applications_status',
  'enum_status_changes_from_status',
  'enum_status_changes_to_status',
] as const

/** Today's statuses and the stages they become (Offer is new). */
const renamed = [
  ['reviewed', 'screening'],
  ['interviewed', 'interview'],
  ['accepted', 'hired'],
] as const

const categories = sql.raw(`'new', 'screening', 'interview', 'offer', 'hired', 'rejected'`)

/**
 * The recruiting desk's pipelines (src/recruiting/stages): job applications' statuses become the
 * stages' kinds (reviewed → screening, interviewed → interview, accepted → hired, and offer), each
 * application gets its stage's key (`stage`, from its status) and why it was rejected; a posting
 * may list its own stages and its reply clock (business days); site settings keep the reasons
 * to reject; the status history keeps stage moves. Applications waiting today keep their clock;
 * the next move starts the stage's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const type of statusEnums) {
    for (const [from, to] of renamed) {
      await db.execute(
        sql.raw(`ALTER TYPE "public"."${type}" RENAME VALUE '${from}' TO '${to}';`),
      )
    }
    await db.execute(sql.raw(`ALTER TYPE "public"."${type}" ADD VALUE 'offer' BEFORE 'hired';`))
  }
  await db.execute(sql`
    ALTER TABLE "career_applications"
      ADD COLUMN "stage" varchar DEFAULT 'applied' NOT NULL,
      ADD COLUMN "rejection_reason" varchar,
      ADD COLUMN "stage_due_at" timestamp(3) with time zone;
    UPDATE "career_applications" SET "stage" = CASE "status"::text
      WHEN 'new' THEN 'applied' ELSE "status"::text END;
    CREATE INDEX "career_applications_stage_idx" ON "career_applications" USING btree ("stage");
    CREATE INDEX "career_applications_stage_due_at_idx" ON "career_applications" USING btree ("stage_due_at");
    ALTER TABLE "job_postings" ADD COLUMN "reply_within_days" numeric DEFAULT 5;
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_reply_within_days" numeric DEFAULT 5;
    ALTER TABLE "status_changes" ADD COLUMN "stage_move" jsonb;

    CREATE TYPE "public"."enum_job_postings_stages_category" AS ENUM(${categories});
    CREATE TYPE "public"."enum__job_postings_v_version_stages_category" AS ENUM(${categories});
    CREATE TABLE "job_postings_stages" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" varchar PRIMARY KEY NOT NULL,
      "en" varchar NOT NULL,
      "fr" varchar NOT NULL,
      "category" "enum_job_postings_stages_category" DEFAULT 'screening' NOT NULL,
      "key" varchar
    );
    ALTER TABLE "job_postings_stages" ADD CONSTRAINT "job_postings_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "job_postings_stages_order_idx" ON "job_postings_stages" USING btree ("_order");
    CREATE INDEX "job_postings_stages_parent_id_idx" ON "job_postings_stages" USING btree ("_parent_id");
    CREATE TABLE "_job_postings_v_version_stages" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" serial PRIMARY KEY NOT NULL,
      "en" varchar NOT NULL,
      "fr" varchar NOT NULL,
      "category" "enum__job_postings_v_version_stages_category" DEFAULT 'screening' NOT NULL,
      "key" varchar,
      "_uuid" varchar
    );
    ALTER TABLE "_job_postings_v_version_stages" ADD CONSTRAINT "_job_postings_v_version_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "_job_postings_v_version_stages_order_idx" ON "_job_postings_v_version_stages" USING btree ("_order");
    CREATE INDEX "_job_postings_v_version_stages_parent_id_idx" ON "_job_postings_v_version_stages" USING btree ("_parent_id");

    CREATE TABLE "site_settings_recruiting_rejection_reasons" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" varchar PRIMARY KEY NOT NULL,
      "en" varchar,
      "fr" varchar
    );
    ALTER TABLE "site_settings_recruiting_rejection_reasons" ADD CONSTRAINT "site_settings_recruiting_rejection_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "site_settings_recruiting_rejection_reasons_order_idx" ON "site_settings_recruiting_rejection_reasons" USING btree ("_order");
    CREATE INDEX "site_settings_recruiting_rejection_reasons_parent_id_idx" ON "site_settings_recruiting_rejection_reasons" USING btree ("_parent_id");
  `)
}

/**
 * Back to statuses alone: an application at an offer goes back to interviewed (the status it had
 * before there was one), and the enums lose offer by being made again.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "site_settings_recruiting_rejection_reasons" CASCADE;
    DROP TABLE "_job_postings_v_version_stages" CASCADE;
    DROP TABLE "job_postings_stages" CASCADE;
    DROP TYPE "public"."enum__job_postings_v_version_stages_category";
    DROP TYPE "public"."enum_job_postings_stages_category";
    ALTER TABLE "status_changes" DROP COLUMN "stage_move";
    ALTER TABLE "career_applications" DROP COLUMN "stage", DROP COLUMN "rejection_reason",
      DROP COLUMN "stage_due_at";
    ALTER TABLE "job_postings" DROP COLUMN "reply_within_days";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_reply_within_days";
  `)
  const columns: Record<(typeof statusEnums)[number], [string, string][]> = {
    enum_career_applications_status: [['career_applications', 'status']],
    enum_status_changes_from_status: [['status_changes', 'from_status']],
    enum_status_changes_to_status: [['status_changes', 'to_status']],
  }
  for (const type of statusEnums) {
    const values = await db.execute(
      sql.raw(
        `SELECT enumlabel FROM pg_enum JOIN pg_type ON pg_type.oid = enumtypid WHERE typname = '${type}' ORDER BY enumsortorder`,
      ),
    )
    const kept = (values.rows as { enumlabel: string }[])
      .map(({ enumlabel }) => enumlabel)
      .filter((value) => value !== 'offer')
      .map((value) => renamed.find(([, to]) => to === value)?.[0] ?? value)
    const list = kept.map((value) => `'${value}'`).join(', ')
    const toOld = (column: string) =>
      `CASE "${column}"::text WHEN 'offer' THEN 'interviewed' ${renamed
        .map(([from, to]) => `WHEN '${to}' THEN '${from}'`)
        .join(' ')} ELSE "${column}"::text END`
    await db.execute(sql.raw(`ALTER TYPE "public"."${type}" RENAME TO "${type}_stages";`))
    await db.execute(sql.raw(`CREATE TYPE "public"."${type}" AS ENUM(${list});`))
    for (const [table, column] of columns[type]) {
      await db.execute(
        sql.raw(`
          ALTER TABLE "${table}" ALTER COLUMN "${column}" DROP DEFAULT;
          ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE "public"."${type}" USING (${toOld(column)})::"public"."${type}";
        `),
      )
    }
    await db.execute(sql.raw(`DROP TYPE "public"."${type}_stages";`))
  }
  await db.execute(
    sql`ALTER TABLE "career_applications" ALTER COLUMN "status" SET DEFAULT 'new';`,
  )
}
