import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site's time zone in Site settings, Lagos until staff pick another. The notification
 * addresses become nullable: their tab is now shown to admins only (an `admin.condition`), and
 * Payload leaves a conditional field's column nullable; they stay required when an admin saves.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_site_settings_time_zone" AS ENUM('UTC', 'Africa/Abidjan', 'Africa/Accra', 'Africa/Dakar', 'Europe/London', 'Africa/Casablanca', 'Africa/Lagos', 'Africa/Douala', 'Africa/Kinshasa', 'Europe/Paris', 'Africa/Johannesburg', 'Africa/Cairo', 'Africa/Nairobi', 'Africa/Addis_Ababa');
    ALTER TABLE "site_settings" ADD COLUMN "time_zone" "enum_site_settings_time_zone" DEFAULT 'Africa/Lagos' NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_contact_email" DROP NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_quote_email" DROP NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_partnership_email" DROP NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_careers_email" DROP NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_market_report_email" DROP NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_contact_email" SET NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_quote_email" SET NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_partnership_email" SET NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_careers_email" SET NOT NULL;
    ALTER TABLE "site_settings" ALTER COLUMN "notifications_market_report_email" SET NOT NULL;
    ALTER TABLE "site_settings" DROP COLUMN "time_zone";
    DROP TYPE "public"."enum_site_settings_time_zone";
  `)
}
