import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * HTML e-mail from a lead's page (src/desk/replies): an e-mail sent keeps its sender, copies and
 * HTML on the timeline; each account keeps its signature per language, and the e-mail it was
 * writing when a send made before the page's scripts ran was refused.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "lead_activities"
      ADD COLUMN "from_address" varchar,
      ADD COLUMN "cc" varchar,
      ADD COLUMN "bcc" varchar,
      ADD COLUMN "html" varchar;
    ALTER TABLE "users"
      ADD COLUMN "signatures_english" varchar,
      ADD COLUMN "signatures_french" varchar,
      ADD COLUMN "reply_draft" jsonb;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "users"
      DROP COLUMN "signatures_english",
      DROP COLUMN "signatures_french",
      DROP COLUMN "reply_draft";
    ALTER TABLE "lead_activities"
      DROP COLUMN "from_address",
      DROP COLUMN "cc",
      DROP COLUMN "bcc",
      DROP COLUMN "html";
  `)
}
