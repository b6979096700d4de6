import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * WhatsApp: the business number, hours and greeting of Site settings, and the timeline's
 * "WhatsApp message" entries.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_lead_activities_kind" ADD VALUE 'whatsapp' BEFORE 'emailSent';
    ALTER TABLE "site_settings" ADD COLUMN "whatsapp_number" varchar;
    ALTER TABLE "site_settings_locales" ADD COLUMN "whatsapp_hours" varchar;
    ALTER TABLE "site_settings_locales" ADD COLUMN "whatsapp_greeting" varchar;
  `)
}

/**
 * PostgreSQL cannot drop an enum value: the type is made again without it, and the WhatsApp
 * entries already logged are kept as logged messages.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings_locales" DROP COLUMN "whatsapp_greeting";
    ALTER TABLE "site_settings_locales" DROP COLUMN "whatsapp_hours";
    ALTER TABLE "site_settings" DROP COLUMN "whatsapp_number";
    UPDATE "lead_activities" SET "kind" = 'message' WHERE "kind" = 'whatsapp';
    ALTER TYPE "public"."enum_lead_activities_kind" RENAME TO "enum_lead_activities_kind_old";
    CREATE TYPE "public"."enum_lead_activities_kind" AS ENUM('assigned', 'note', 'call', 'message', 'emailSent', 'emailReceived', 'reminder', 'escalation');
    ALTER TABLE "lead_activities" ALTER COLUMN "kind" TYPE "public"."enum_lead_activities_kind"
      USING "kind"::text::"public"."enum_lead_activities_kind";
    DROP TYPE "public"."enum_lead_activities_kind_old";
  `)
}
