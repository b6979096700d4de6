import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Figures ("99.9%", "250M+") are written in each language's way, so a figure's value becomes
 * localized: each current value is copied into every language its row has a caption in, and
 * French can then differ ("99,9 %"). Also, the French status now describes a document's latest
 * draft and is stored in its latest version too: those rows take the status of their document.
 */

/** Tables of figure rows, each with its `_locales` table. */
const figureTables = [
  'regions_figures',
  '_regions_v_version_figures',
  'site_settings_figures_highlights',
  'about_page_stats',
  '_about_page_v_version_stats',
  'network_page_stats',
  '_network_page_v_version_stats',
]

/** Every figure is required; only where drafts may leave it empty is the column nullable. */
const alwaysRequired = ['site_settings_figures_highlights']

const collectionsTrackingFrench = ['products', 'regions', 'pages']
const globalsTrackingFrench = [
  'home_page',
  'about_page',
  'network_page',
  'products_services_page',
  'careers_page',
  'partnership_page',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of figureTables) {
    await db.execute(
      sql.raw(`
      ALTER TABLE "${table}_locales" ADD COLUMN "value" varchar;
      UPDATE "${table}_locales" AS caption SET "value" = figure."value"
        FROM "${table}" AS figure WHERE caption."_parent_id" = figure."id";
      ${alwaysRequired.includes(table) ? `ALTER TABLE "${table}_locales" ALTER COLUMN "value" SET NOT NULL;` : ''}
      ALTER TABLE "${table}" DROP COLUMN "value";`),
    )
  }
  for (const table of collectionsTrackingFrench) {
    await db.execute(
      sql.raw(`
      UPDATE "_${table}_v" AS version
        SET "version_translation_status" =
              doc."translation_status"::text::"enum__${table}_v_version_translation_status",
            "version_missing_french" = doc."missing_french"
        FROM "${table}" AS doc WHERE version."parent_id" = doc."id" AND version."latest";`),
    )
  }
  for (const table of globalsTrackingFrench) {
    await db.execute(
      sql.raw(`
      UPDATE "_${table}_v" AS version
        SET "version_translation_status" =
              page."translation_status"::text::"enum__${table}_v_version_translation_status",
            "version_missing_french" = page."missing_french"
        FROM "${table}" AS page WHERE version."latest";`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of figureTables) {
    await db.execute(
      sql.raw(`
      ALTER TABLE "${table}" ADD COLUMN "value" varchar;
      UPDATE "${table}" AS figure SET "value" = caption."value"
        FROM "${table}_locales" AS caption
        WHERE caption."_parent_id" = figure."id" AND caption."_locale" = 'en';
      ${alwaysRequired.includes(table) ? `ALTER TABLE "${table}" ALTER COLUMN "value" SET NOT NULL;` : ''}
      ALTER TABLE "${table}_locales" DROP COLUMN "value";`),
    )
  }
}
