import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_submissions_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_quote_requests_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_partnership_applications_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_career_applications_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_market_report_requests_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_job_postings_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_products_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum_regions_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum_pages_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum_home_page_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum_about_page_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum_careers_page_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum_products_services_page_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum_network_page_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum_partnership_page_translation_status" AS ENUM('complete', 'missing');
  ALTER TABLE "contact_submissions" ADD COLUMN "language" "enum_contact_submissions_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "quote_requests" ADD COLUMN "language" "enum_quote_requests_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "partnership_applications" ADD COLUMN "language" "enum_partnership_applications_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "career_applications" ADD COLUMN "language" "enum_career_applications_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "market_report_requests" ADD COLUMN "language" "enum_market_report_requests_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "job_postings" ADD COLUMN "language" "enum_job_postings_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "products" ADD COLUMN "translation_status" "enum_products_translation_status";
  ALTER TABLE "products" ADD COLUMN "missing_french" varchar;
  ALTER TABLE "regions" ADD COLUMN "translation_status" "enum_regions_translation_status";
  ALTER TABLE "regions" ADD COLUMN "missing_french" varchar;
  ALTER TABLE "pages" ADD COLUMN "translation_status" "enum_pages_translation_status";
  ALTER TABLE "pages" ADD COLUMN "missing_french" varchar;
  ALTER TABLE "home_page" ADD COLUMN "translation_status" "enum_home_page_translation_status";
  ALTER TABLE "home_page" ADD COLUMN "missing_french" varchar;
  ALTER TABLE "about_page" ADD COLUMN "translation_status" "enum_about_page_translation_status";
  ALTER TABLE "about_page" ADD COLUMN "missing_french" varchar;
  ALTER TABLE "careers_page" ADD COLUMN "translation_status" "enum_careers_page_translation_status";
  ALTER TABLE "careers_page" ADD COLUMN "missing_french" varchar;
  ALTER TABLE "products_services_page" ADD COLUMN "translation_status" "enum_products_services_page_translation_status";
  ALTER TABLE "products_services_page" ADD COLUMN "missing_french" varchar;
  ALTER TABLE "network_page" ADD COLUMN "translation_status" "enum_network_page_translation_status";
  ALTER TABLE "network_page" ADD COLUMN "missing_french" varchar;
  ALTER TABLE "partnership_page" ADD COLUMN "translation_status" "enum_partnership_page_translation_status";
  ALTER TABLE "partnership_page" ADD COLUMN "missing_french" varchar;
  CREATE INDEX "contact_submissions_language_idx" ON "contact_submissions" USING btree ("language");
  CREATE INDEX "quote_requests_language_idx" ON "quote_requests" USING btree ("language");
  CREATE INDEX "partnership_applications_language_idx" ON "partnership_applications" USING btree ("language");
  CREATE INDEX "career_applications_language_idx" ON "career_applications" USING btree ("language");
  CREATE INDEX "market_report_requests_language_idx" ON "market_report_requests" USING btree ("language");
  CREATE INDEX "products_translation_status_idx" ON "products" USING btree ("translation_status");
  CREATE INDEX "regions_translation_status_idx" ON "regions" USING btree ("translation_status");
  CREATE INDEX "pages_translation_status_idx" ON "pages" USING btree ("translation_status");
  CREATE INDEX "home_page_translation_status_idx" ON "home_page" USING btree ("translation_status");
  CREATE INDEX "about_page_translation_status_idx" ON "about_page" USING btree ("translation_status");
  CREATE INDEX "careers_page_translation_status_idx" ON "careers_page" USING btree ("translation_status");
  CREATE INDEX "products_services_page_translation_status_idx" ON "products_services_page" USING btree ("translation_status");
  CREATE INDEX "network_page_translation_status_idx" ON "network_page" USING btree ("translation_status");
  CREATE INDEX "partnership_page_translation_status_idx" ON "partnership_page" USING btree ("translation_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_submissions_language_idx";
  DROP INDEX "quote_requests_language_idx";
  DROP INDEX "partnership_applications_language_idx";
  DROP INDEX "career_applications_language_idx";
  DROP INDEX "market_report_requests_language_idx";
  DROP INDEX "products_translation_status_idx";
  DROP INDEX "regions_translation_status_idx";
  DROP INDEX "pages_translation_status_idx";
  DROP INDEX "home_page_translation_status_idx";
  DROP INDEX "about_page_translation_status_idx";
  DROP INDEX "careers_page_translation_status_idx";
  DROP INDEX "products_services_page_translation_status_idx";
  DROP INDEX "network_page_translation_status_idx";
  DROP INDEX "partnership_page_translation_status_idx";
  ALTER TABLE "contact_submissions" DROP COLUMN "language";
  ALTER TABLE "quote_requests" DROP COLUMN "language";
  ALTER TABLE "partnership_applications" DROP COLUMN "language";
  ALTER TABLE "career_applications" DROP COLUMN "language";
  ALTER TABLE "market_report_requests" DROP COLUMN "language";
  ALTER TABLE "job_postings" DROP COLUMN "language";
  ALTER TABLE "products" DROP COLUMN "translation_status";
  ALTER TABLE "products" DROP COLUMN "missing_french";
  ALTER TABLE "regions" DROP COLUMN "translation_status";
  ALTER TABLE "regions" DROP COLUMN "missing_french";
  ALTER TABLE "pages" DROP COLUMN "translation_status";
  ALTER TABLE "pages" DROP COLUMN "missing_french";
  ALTER TABLE "home_page" DROP COLUMN "translation_status";
  ALTER TABLE "home_page" DROP COLUMN "missing_french";
  ALTER TABLE "about_page" DROP COLUMN "translation_status";
  ALTER TABLE "about_page" DROP COLUMN "missing_french";
  ALTER TABLE "careers_page" DROP COLUMN "translation_status";
  ALTER TABLE "careers_page" DROP COLUMN "missing_french";
  ALTER TABLE "products_services_page" DROP COLUMN "translation_status";
  ALTER TABLE "products_services_page" DROP COLUMN "missing_french";
  ALTER TABLE "network_page" DROP COLUMN "translation_status";
  ALTER TABLE "network_page" DROP COLUMN "missing_french";
  ALTER TABLE "partnership_page" DROP COLUMN "translation_status";
  ALTER TABLE "partnership_page" DROP COLUMN "missing_french";
  DROP TYPE "public"."enum_contact_submissions_language";
  DROP TYPE "public"."enum_quote_requests_language";
  DROP TYPE "public"."enum_partnership_applications_language";
  DROP TYPE "public"."enum_career_applications_language";
  DROP TYPE "public"."enum_market_report_requests_language";
  DROP TYPE "public"."enum_job_postings_language";
  DROP TYPE "public"."enum_products_translation_status";
  DROP TYPE "public"."enum_regions_translation_status";
  DROP TYPE "public"."enum_pages_translation_status";
  DROP TYPE "public"."enum_home_page_translation_status";
  DROP TYPE "public"."enum_about_page_translation_status";
  DROP TYPE "public"."enum_careers_page_translation_status";
  DROP TYPE "public"."enum_products_services_page_translation_status";
  DROP TYPE "public"."enum_network_page_translation_status";
  DROP TYPE "public"."enum_partnership_page_translation_status";`)
}
