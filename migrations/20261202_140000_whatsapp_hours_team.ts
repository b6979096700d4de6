import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site settings → WhatsApp shows one team's business hours beside the chat button, in the
 * visitor's language, instead of a free text per language. When the site has exactly one team,
 * its hours are shown; otherwise none, until an admin chooses.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" ADD COLUMN "whatsapp_hours_team_id" integer;
    ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_whatsapp_hours_team_id_teams_id_fk" FOREIGN KEY ("whatsapp_hours_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "site_settings_whatsapp_whatsapp_hours_team_idx" ON "site_settings" USING btree ("whatsapp_hours_team_id");
    UPDATE "site_settings" SET "whatsapp_hours_team_id" = (SELECT min("id") FROM "teams")
      WHERE (SELECT count(*) FROM "teams") = 1;
    ALTER TABLE "site_settings_locales" DROP COLUMN "whatsapp_hours";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings_locales" ADD COLUMN "whatsapp_hours" varchar;
    ALTER TABLE "site_settings" DROP COLUMN "whatsapp_hours_team_id";
  `)
}
