import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const zones = sql.raw(
  `'UTC', 'Africa/Abidjan', 'Africa/Accra', 'Africa/Dakar', 'Europe/London', 'Africa/Casablanca', 'Africa/Lagos', 'Africa/Douala', 'Africa/Kinshasa', 'Europe/Paris', 'Africa/Johannesburg', 'Africa/Cairo', 'Africa/Nairobi', 'Africa/Addis_Ababa'`,
)

/**
 * A job posting's opening and closing times are chosen and shown in a named zone (the site's by
 * default; those already set get it), and its slug is no longer asked for: it is made from the
 * title when left empty.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_job_postings_opensat_tz" AS ENUM(${zones});
    CREATE TYPE "public"."enum_job_postings_closesat_tz" AS ENUM(${zones});
    CREATE TYPE "public"."enum__job_postings_v_version_opensat_tz" AS ENUM(${zones});
    CREATE TYPE "public"."enum__job_postings_v_version_closesat_tz" AS ENUM(${zones});
    ALTER TABLE "job_postings" ALTER COLUMN "slug" DROP NOT NULL;
    ALTER TABLE "_job_postings_v" ALTER COLUMN "version_slug" DROP NOT NULL;
    ALTER TABLE "job_postings" ADD COLUMN "opensat_tz" "enum_job_postings_opensat_tz";
    ALTER TABLE "job_postings" ADD COLUMN "closesat_tz" "enum_job_postings_closesat_tz";
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_opensat_tz" "enum__job_postings_v_version_opensat_tz";
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_closesat_tz" "enum__job_postings_v_version_closesat_tz";
    UPDATE "job_postings" SET
      "opensat_tz" = CASE WHEN "opens_at" IS NULL THEN NULL ELSE coalesce(
        (SELECT "time_zone"::text FROM "site_settings" LIMIT 1), 'Africa/Lagos')::"enum_job_postings_opensat_tz" END,
      "closesat_tz" = CASE WHEN "closes_at" IS NULL THEN NULL ELSE coalesce(
        (SELECT "time_zone"::text FROM "site_settings" LIMIT 1), 'Africa/Lagos')::"enum_job_postings_closesat_tz" END;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_closesat_tz";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_opensat_tz";
    ALTER TABLE "job_postings" DROP COLUMN "closesat_tz";
    ALTER TABLE "job_postings" DROP COLUMN "opensat_tz";
    ALTER TABLE "_job_postings_v" ALTER COLUMN "version_slug" SET NOT NULL;
    ALTER TABLE "job_postings" ALTER COLUMN "slug" SET NOT NULL;
    DROP TYPE "public"."enum__job_postings_v_version_closesat_tz";
    DROP TYPE "public"."enum__job_postings_v_version_opensat_tz";
    DROP TYPE "public"."enum_job_postings_closesat_tz";
    DROP TYPE "public"."enum_job_postings_opensat_tz";
  `)
}
