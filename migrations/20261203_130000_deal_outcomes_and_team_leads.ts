import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const dealTables = ['quote_requests', 'partnership_applications'] as const

/**
 * Deals are won or lost (src/desk/deals/outcomes.ts): quotes' `closed` becomes `lost` (an admin
 * marks the won ones), partnership applications gain `won` and `lost`, a closed deal keeps why
 * and when, and site settings keep the reasons. Teams: their single lead becomes any number of
 * members flagged as leads, the former lead made a member if they were not one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of dealTables) {
    await db.execute(sql`
      ALTER TABLE ${sql.raw(`"${table}"`)}
        ADD COLUMN "outcome_reason" varchar,
        ADD COLUMN "closed_at" timestamp(3) with time zone;
      CREATE INDEX ${sql.raw(`"${table}_closed_at_idx"`)} ON ${sql.raw(`"${table}"`)} USING btree ("closed_at");
    `)
  }
  await db.execute(sql`
    ALTER TYPE "public"."enum_partnership_applications_status" ADD VALUE 'won' BEFORE 'rejected';
    ALTER TYPE "public"."enum_partnership_applications_status" ADD VALUE 'lost' BEFORE 'rejected';

    ALTER TYPE "public"."enum_quote_requests_status" RENAME TO "enum_quote_requests_status_old";
    CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
    ALTER TABLE "quote_requests" ALTER COLUMN "status" DROP DEFAULT;
    ALTER TABLE "quote_requests" ALTER COLUMN "status" TYPE "public"."enum_quote_requests_status"
      USING (CASE WHEN "status"::text = 'closed' THEN 'lost' ELSE "status"::text END)::"public"."enum_quote_requests_status";
    ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'new';
    DROP TYPE "public"."enum_quote_requests_status_old";
  `)
  // A quote closed before outcomes existed closed when it last moved to `closed`.
  await db.execute(sql`
    UPDATE "quote_requests" AS quote SET "closed_at" = coalesce(
      (SELECT max(change."created_at") FROM "status_changes" AS change
        WHERE change."submission_collection" = 'quote-requests'
          AND change."submission_id" = quote."id" AND change."to_status"::text = 'closed'),
      quote."updated_at")
    WHERE quote."status" = 'lost';
  `)
  for (const column of ['from_status', 'to_status'] as const) {
    const type = sql.raw(`"public"."enum_status_changes_${column}"`)
    const oldName = `enum_status_changes_${column}_old`
    const old = sql.raw(`"${oldName}"`)
    await db.execute(sql`
      ALTER TYPE ${type} RENAME TO ${old};
      CREATE TYPE ${type} AS ENUM('new', 'contacted', 'qualified', 'completed', 'quoted', 'won', 'lost', 'under_review', 'approved', 'rejected', 'reviewed', 'interviewed', 'accepted');
      ALTER TABLE "status_changes" ALTER COLUMN ${sql.raw(`"${column}"`)} TYPE ${type}
        USING (CASE WHEN ${sql.raw(`"${column}"`)}::text = 'closed' THEN 'lost' ELSE ${sql.raw(`"${column}"`)}::text END)::${type};
      DROP TYPE ${sql.raw(`"public"."${oldName}"`)};
    `)
  }
  await db.execute(sql`
    UPDATE "saved_views" SET "filters" = regexp_replace("filters", '(^|&)status=closed(&|$)', '\\1status=lost\\2')
      WHERE "filters" ~ '(^|&)status=closed(&|$)';

    CREATE TABLE "site_settings_deals_won_reasons" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" varchar PRIMARY KEY NOT NULL,
      "en" varchar,
      "fr" varchar
    );
    CREATE TABLE "site_settings_deals_lost_reasons" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" varchar PRIMARY KEY NOT NULL,
      "en" varchar,
      "fr" varchar
    );
    ALTER TABLE "site_settings_deals_won_reasons" ADD CONSTRAINT "site_settings_deals_won_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "site_settings_deals_lost_reasons" ADD CONSTRAINT "site_settings_deals_lost_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "site_settings_deals_won_reasons_order_idx" ON "site_settings_deals_won_reasons" USING btree ("_order");
    CREATE INDEX "site_settings_deals_won_reasons_parent_id_idx" ON "site_settings_deals_won_reasons" USING btree ("_parent_id");
    CREATE INDEX "site_settings_deals_lost_reasons_order_idx" ON "site_settings_deals_lost_reasons" USING btree ("_order");
    CREATE INDEX "site_settings_deals_lost_reasons_parent_id_idx" ON "site_settings_deals_lost_reasons" USING btree ("_parent_id");

    INSERT INTO "teams_rels" ("order", "parent_id", "path", "users_id")
      SELECT coalesce((SELECT max(rel."order") FROM "teams_rels" AS rel
                        WHERE rel."parent_id" = team."id" AND rel."path" = 'members'), 0) + 1,
             team."id", 'members', team."lead_id"
      FROM "teams" AS team
      WHERE team."lead_id" IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM "teams_rels" AS rel WHERE rel."parent_id" = team."id"
          AND rel."path" = 'members' AND rel."users_id" = team."lead_id");
    INSERT INTO "teams_rels" ("order", "parent_id", "path", "users_id")
      SELECT 1, "id", 'leads', "lead_id" FROM "teams" WHERE "lead_id" IS NOT NULL;
    ALTER TABLE "teams" DROP CONSTRAINT IF EXISTS "teams_lead_id_users_id_fk";
    DROP INDEX IF EXISTS "teams_lead_idx";
    ALTER TABLE "teams" DROP COLUMN "lead_id";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "teams" ADD COLUMN "lead_id" integer;
    ALTER TABLE "teams" ADD CONSTRAINT "teams_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "teams_lead_idx" ON "teams" USING btree ("lead_id");
    UPDATE "teams" AS team SET "lead_id" = (SELECT rel."users_id" FROM "teams_rels" AS rel
      WHERE rel."parent_id" = team."id" AND rel."path" = 'leads' ORDER BY rel."order" LIMIT 1);
    DELETE FROM "teams_rels" WHERE "path" = 'leads';
    DROP TABLE "site_settings_deals_won_reasons";
    DROP TABLE "site_settings_deals_lost_reasons";
    UPDATE "saved_views" SET "filters" = regexp_replace("filters", '(^|&)status=(won|lost)(&|$)', '\\1status=closed\\3')
      WHERE "filters" ~ '(^|&)status=(won|lost)(&|$)';
  `)
  for (const column of ['from_status', 'to_status'] as const) {
    const type = sql.raw(`"public"."enum_status_changes_${column}"`)
    const oldName = `enum_status_changes_${column}_old`
    const old = sql.raw(`"${oldName}"`)
    await db.execute(sql`
      ALTER TYPE ${type} RENAME TO ${old};
      CREATE TYPE ${type} AS ENUM('new', 'contacted', 'qualified', 'completed', 'quoted', 'closed', 'under_review', 'approved', 'rejected', 'reviewed', 'interviewed', 'accepted');
      ALTER TABLE "status_changes" ALTER COLUMN ${sql.raw(`"${column}"`)} TYPE ${type}
        USING (CASE
          WHEN ${sql.raw(`"${column}"`)}::text NOT IN ('won', 'lost') THEN ${sql.raw(`"${column}"`)}::text
          WHEN "submission_collection"::text = 'quote-requests' THEN 'closed'
          WHEN ${sql.raw(`"${column}"`)}::text = 'won' THEN 'approved'
          ELSE 'rejected' END)::${type};
      DROP TYPE ${sql.raw(`"public"."${oldName}"`)};
    `)
  }
  await db.execute(sql`
    ALTER TYPE "public"."enum_quote_requests_status" RENAME TO "enum_quote_requests_status_old";
    CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'quoted', 'closed');
    ALTER TABLE "quote_requests" ALTER COLUMN "status" DROP DEFAULT;
    ALTER TABLE "quote_requests" ALTER COLUMN "status" TYPE "public"."enum_quote_requests_status"
      USING (CASE WHEN "status"::text IN ('won', 'lost') THEN 'closed' ELSE "status"::text END)::"public"."enum_quote_requests_status";
    ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'new';
    DROP TYPE "public"."enum_quote_requests_status_old";
    -- A partnership application won or lost was approved or rejected before outcomes existed.
    UPDATE "partnership_applications" SET "status" = 'approved' WHERE "status" = 'won';
    UPDATE "partnership_applications" SET "status" = 'rejected' WHERE "status" = 'lost';
  `)
  for (const table of dealTables) {
    await db.execute(sql`
      ALTER TABLE ${sql.raw(`"${table}"`)} DROP COLUMN "outcome_reason", DROP COLUMN "closed_at";
    `)
  }
}
