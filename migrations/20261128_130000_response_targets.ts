import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Site settings → Response targets: each lead type's first-response target, at its default. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_response_target_cm_unit" AS ENUM('hours', 'days');
    CREATE TYPE "public"."enum_response_target_qr_unit" AS ENUM('hours', 'days');
    CREATE TYPE "public"."enum_response_target_pa_unit" AS ENUM('hours', 'days');
    CREATE TYPE "public"."enum_response_target_ja_unit" AS ENUM('hours', 'days');
    CREATE TYPE "public"."enum_response_target_mr_unit" AS ENUM('hours', 'days');
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_contact_submissions_amount" numeric DEFAULT 4;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_contact_submissions_unit" "enum_response_target_cm_unit" DEFAULT 'hours';
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_quote_requests_amount" numeric DEFAULT 1;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_quote_requests_unit" "enum_response_target_qr_unit" DEFAULT 'hours';
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_partnership_applications_amount" numeric DEFAULT 1;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_partnership_applications_unit" "enum_response_target_pa_unit" DEFAULT 'hours';
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_career_applications_amount" numeric DEFAULT 5;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_career_applications_unit" "enum_response_target_ja_unit" DEFAULT 'days';
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_market_report_requests_amount" numeric DEFAULT 8;
    ALTER TABLE "site_settings" ADD COLUMN "response_targets_market_report_requests_unit" "enum_response_target_mr_unit" DEFAULT 'hours';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_contact_submissions_amount";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_contact_submissions_unit";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_quote_requests_amount";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_quote_requests_unit";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_partnership_applications_amount";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_partnership_applications_unit";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_career_applications_amount";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_career_applications_unit";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_market_report_requests_amount";
    ALTER TABLE "site_settings" DROP COLUMN "response_targets_market_report_requests_unit";
    DROP TYPE "public"."enum_response_target_cm_unit";
    DROP TYPE "public"."enum_response_target_qr_unit";
    DROP TYPE "public"."enum_response_target_pa_unit";
    DROP TYPE "public"."enum_response_target_ja_unit";
    DROP TYPE "public"."enum_response_target_mr_unit";
  `)
}
