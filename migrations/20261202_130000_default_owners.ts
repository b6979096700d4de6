import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site settings → Lead desk names, per kind of lead, who takes the leads no routing rule matches
 * (none until an admin chooses).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_contact_submissions_default_owner_id" integer;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_quote_requests_default_owner_id" integer;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_partnership_applications_default_owner_id" integer;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_career_applications_default_owner_id" integer;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_market_report_requests_default_owner_id" integer;
    ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_response_targets_contact_submissions_default_owner_id_users_id_fk" FOREIGN KEY ("response_targets_contact_submissions_default_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_response_targets_quote_requests_default_owner_id_users_id_fk" FOREIGN KEY ("response_targets_quote_requests_default_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_response_targets_partnership_applications_default_owner_id_users_id_fk" FOREIGN KEY ("response_targets_partnership_applications_default_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_response_targets_career_applications_default_owner_id_users_id_fk" FOREIGN KEY ("response_targets_career_applications_default_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_response_targets_market_report_requests_default_owner_id_users_id_fk" FOREIGN KEY ("response_targets_market_report_requests_default_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "site_settings_response_targets_response_targets_contact__idx" ON "site_settings" USING btree ("response_targets_contact_submissions_default_owner_id");
    CREATE INDEX "site_settings_response_targets_response_targets_quote_re_idx" ON "site_settings" USING btree ("response_targets_quote_requests_default_owner_id");
    CREATE INDEX "site_settings_response_targets_response_targets_partners_idx" ON "site_settings" USING btree ("response_targets_partnership_applications_default_owner_id");
    CREATE INDEX "site_settings_response_targets_response_targets_career_a_idx" ON "site_settings" USING btree ("response_targets_career_applications_default_owner_id");
    CREATE INDEX "site_settings_response_targets_response_targets_market_r_idx" ON "site_settings" USING btree ("response_targets_market_report_requests_default_owner_id");
  `)
}

/** Dropping a column drops its index and its foreign key with it. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_contact_submissions_default_owner_id";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_quote_requests_default_owner_id";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_partnership_applications_default_owner_id";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_career_applications_default_owner_id";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_market_report_requests_default_owner_id";
  `)
}
