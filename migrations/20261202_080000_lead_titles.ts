import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Each lead table, its reference's prefix and what names the sender. */
const leads = [
  { table: 'contact_submissions', prefix: 'CM', who: `coalesce(nullif(NEW."company_operator", ''), NEW."first_name" || ' ' || NEW."last_name")` },
  { table: 'quote_requests', prefix: 'QR', who: `NEW."company_name"` },
  { table: 'partnership_applications', prefix: 'PA', who: `NEW."company"` },
  { table: 'market_report_requests', prefix: 'MR', who: `NEW."company"` },
]

const reference = (prefix: string) =>
  `'${prefix}-' || lpad(NEW."id"::text, greatest(6, length(NEW."id"::text)), '0')`

/**
 * A lead's title, how the admin names it: its reference and its company, "QR-000042 · MTN Ghana"
 * (two leads from one company no longer read alike). The database writes it on every insert and
 * update, whichever path stores the row (the form's row writer runs no Payload hooks), as it does
 * a career application's; existing leads get theirs here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const { table, prefix, who } of leads) {
    await db.execute(
      sql.raw(`
      ALTER TABLE "${table}" ADD COLUMN "title" varchar;

      CREATE OR REPLACE FUNCTION "${table}_title"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        NEW."title" := ${reference(prefix)} || ' · ' || ${who};
        RETURN NEW;
      END;
      $$;

      CREATE TRIGGER "${table}_title"
        BEFORE INSERT OR UPDATE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION "${table}_title"();

      UPDATE "${table}" SET "id" = "id";
    `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table } of leads) {
    await db.execute(
      sql.raw(`
      DROP TRIGGER "${table}_title" ON "${table}";
      DROP FUNCTION "${table}_title"();
      ALTER TABLE "${table}" DROP COLUMN "title";
    `),
    )
  }
}
