import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const currencies = sql.raw(
  `'USD', 'EUR', 'GBP', 'GHS', 'NGN', 'XOF', 'XAF', 'KES', 'UGX', 'TZS', 'RWF', 'CDF', 'ETB', 'ZAR', 'MAD', 'EGP', 'INR'`,
)

/**
 * A posting's salary has a currency and a period, and a candidate's expectation follows them.
 * Existing postings wrote both into the text ("$4,000 - $6,000 per month"): they are read from it
 * (US dollars, per month where it says so, else per year) and the text keeps the amounts. Existing
 * applications were asked for US dollars; their period was never asked.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_career_applications_salary_currency" AS ENUM(${currencies});
    CREATE TYPE "public"."enum_career_applications_salary_period" AS ENUM('year', 'month');
    CREATE TYPE "public"."enum_job_postings_salary_currency" AS ENUM(${currencies});
    CREATE TYPE "public"."enum_job_postings_salary_period" AS ENUM('year', 'month');
    CREATE TYPE "public"."enum__job_postings_v_version_salary_currency" AS ENUM(${currencies});
    CREATE TYPE "public"."enum__job_postings_v_version_salary_period" AS ENUM('year', 'month');
    ALTER TABLE "job_postings" ADD COLUMN "salary_currency" "enum_job_postings_salary_currency" DEFAULT 'USD';
    ALTER TABLE "job_postings" ADD COLUMN "salary_period" "enum_job_postings_salary_period" DEFAULT 'year';
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_salary_currency" "enum__job_postings_v_version_salary_currency" DEFAULT 'USD';
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_salary_period" "enum__job_postings_v_version_salary_period" DEFAULT 'year';
    ALTER TABLE "career_applications" ADD COLUMN "salary_currency" "enum_career_applications_salary_currency";
    ALTER TABLE "career_applications" ADD COLUMN "salary_period" "enum_career_applications_salary_period";
    UPDATE "job_postings" SET
      "salary_period" = CASE WHEN "salary_range" ~* 'per month|/ ?month|a month' THEN 'month' ELSE 'year' END::"enum_job_postings_salary_period",
      "salary_range" = nullif(btrim(regexp_replace(regexp_replace("salary_range",
        '\\s*(per month|per year|a month|a year|/ ?month|/ ?year|stipend)', '', 'gi'), '(US)?\\$\\s*', '', 'g')), '')
    WHERE "salary_range" IS NOT NULL;
    UPDATE "career_applications" SET "salary_currency" = 'USD' WHERE "salary" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "career_applications" DROP COLUMN "salary_period";
    ALTER TABLE "career_applications" DROP COLUMN "salary_currency";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_salary_period";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_salary_currency";
    ALTER TABLE "job_postings" DROP COLUMN "salary_period";
    ALTER TABLE "job_postings" DROP COLUMN "salary_currency";
    DROP TYPE "public"."enum__job_postings_v_version_salary_period";
    DROP TYPE "public"."enum__job_postings_v_version_salary_currency";
    DROP TYPE "public"."enum_job_postings_salary_period";
    DROP TYPE "public"."enum_job_postings_salary_currency";
    DROP TYPE "public"."enum_career_applications_salary_period";
    DROP TYPE "public"."enum_career_applications_salary_currency";
  `)
}
