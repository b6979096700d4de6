import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The contact page (/contact): a site whose header has no link to it gets one, last, "Contact" in
 * both languages (a new site's seed has it already; an editor may move or rename it). The contact
 * form's text field is called `message`, as the page's form field is.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "contact_submissions" RENAME COLUMN "project_details" TO "message";
    WITH missing AS (
      SELECT settings.id FROM site_settings settings
      WHERE NOT EXISTS (
        SELECT 1 FROM site_settings_header_links link
        WHERE link._parent_id = settings.id AND link.href = '/contact'
      )
    ), added AS (
      INSERT INTO site_settings_header_links (_order, _parent_id, id, href)
      SELECT coalesce(
          (SELECT max(_order) FROM site_settings_header_links link WHERE link._parent_id = missing.id),
          0
        ) + 1,
        missing.id, substr(md5(random()::text || clock_timestamp()::text), 1, 24), '/contact'
      FROM missing
      RETURNING id
    )
    INSERT INTO site_settings_header_links_locales (label, _locale, _parent_id)
    SELECT 'Contact', locale::"_locales", added.id FROM added, (VALUES ('en'), ('fr')) AS locales (locale);
  `)
}

/** The header link to /contact goes with the page. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM site_settings_header_links WHERE href = '/contact';
    ALTER TABLE "contact_submissions" RENAME COLUMN "message" TO "project_details";
  `)
}
