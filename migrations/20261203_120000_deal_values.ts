import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const leadTables = [
  'contact_submissions',
  'quote_requests',
  'partnership_applications',
  'career_applications',
  'market_report_requests',
] as const

const currencies = sql.raw(`'USD', 'NGN', 'GHS', 'KES', 'ZAR', 'XOF', 'XAF', 'EUR'`)

/**
 * Deals (src/desk/deals): a lead's value (an amount and its currency, USD by default) and expected
 * close day; site settings' exchange rates and the probability of each open status; the webhook
 * event `lead.updated` (a value taken out of an enum stays: the down migration keeps it).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of leadTables) {
    const type = sql.raw(`"enum_${table}_value_currency"`)
    await db.execute(sql`
      CREATE TYPE "public".${type} AS ENUM(${currencies});
      ALTER TABLE ${sql.raw(`"${table}"`)}
        ADD COLUMN "value_amount" numeric,
        ADD COLUMN "value_currency" ${type} DEFAULT 'USD',
        ADD COLUMN "expected_close" varchar;
    `)
  }
  await db.execute(sql`
    CREATE TYPE "public"."enum_deal_rates_currency" AS ENUM('NGN', 'GHS', 'KES', 'ZAR', 'XOF', 'XAF', 'EUR');
    CREATE TABLE "site_settings_deals_rates" (
      "_order" integer NOT NULL,
      "_parent_id" integer NOT NULL,
      "id" varchar PRIMARY KEY NOT NULL,
      "currency" "enum_deal_rates_currency",
      "per_usd" numeric
    );
    ALTER TABLE "site_settings_deals_rates" ADD CONSTRAINT "site_settings_deals_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "site_settings_deals_rates_order_idx" ON "site_settings_deals_rates" USING btree ("_order");
    CREATE INDEX "site_settings_deals_rates_parent_id_idx" ON "site_settings_deals_rates" USING btree ("_parent_id");
    ALTER TABLE "site_settings"
      ADD COLUMN "deals_new_probability" numeric DEFAULT 10,
      ADD COLUMN "deals_contacted_probability" numeric DEFAULT 20,
      ADD COLUMN "deals_qualified_probability" numeric DEFAULT 40,
      ADD COLUMN "deals_quoted_probability" numeric DEFAULT 50,
      ADD COLUMN "deals_under_review_probability" numeric DEFAULT 30,
      ADD COLUMN "deals_approved_probability" numeric DEFAULT 70;
    ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'lead.updated';
    ALTER TYPE "public"."enum_webhook_deliveries_event" ADD VALUE 'lead.updated';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "site_settings_deals_rates";
    DROP TYPE "public"."enum_deal_rates_currency";
    ALTER TABLE "site_settings"
      DROP COLUMN "deals_new_probability",
      DROP COLUMN "deals_contacted_probability",
      DROP COLUMN "deals_qualified_probability",
      DROP COLUMN "deals_quoted_probability",
      DROP COLUMN "deals_under_review_probability",
      DROP COLUMN "deals_approved_probability";
  `)
  for (const table of leadTables) {
    await db.execute(sql`
      ALTER TABLE ${sql.raw(`"${table}"`)}
        DROP COLUMN "value_amount",
        DROP COLUMN "value_currency",
        DROP COLUMN "expected_close";
      DROP TYPE "public".${sql.raw(`"enum_${table}_value_currency"`)};
    `)
  }
}
