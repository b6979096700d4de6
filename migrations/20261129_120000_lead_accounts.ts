import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The five submission tables, each a lead type's. */
const leadTables = [
  'contact_submissions',
  'quote_requests',
  'partnership_applications',
  'career_applications',
  'market_report_requests',
]

/**
 * Leads linked to their organization and their sender as a person, the earlier leads included
 * (by their domain: the longest of an organization's that the address ends with; the address in
 * lower case without its +tag); routing rules that give leads to the account owner.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`ALTER TABLE "routing_rules" ADD COLUMN "to_account_owner" boolean DEFAULT false;`,
  )
  for (const table of leadTables) {
    await db.execute(
      sql.raw(`
        ALTER TABLE "${table}" ADD COLUMN "organization_id" integer;
        ALTER TABLE "${table}" ADD COLUMN "person_key" varchar;
        ALTER TABLE "${table}" ADD CONSTRAINT "${table}_organization_id_organizations_id_fk"
          FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id")
          ON DELETE set null ON UPDATE no action;
        CREATE INDEX "${table}_organization_idx" ON "${table}" USING btree ("organization_id");
        CREATE INDEX "${table}_person_key_idx" ON "${table}" USING btree ("person_key");
        UPDATE "${table}" l SET
          person_key = regexp_replace(lower(trim(l.email)), '^([^+@]+)\\+[^@]*@', '\\1@'),
          organization_id = (SELECT d._parent_id FROM organizations_domains d
            WHERE lower(split_part(l.email, '@', 2)) = d.domain
              OR lower(split_part(l.email, '@', 2)) LIKE '%.' || d.domain
            ORDER BY length(d.domain) DESC LIMIT 1)
        WHERE position('@' in l.email) > 1;`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of leadTables) {
    await db.execute(
      sql.raw(`
        ALTER TABLE "${table}" DROP CONSTRAINT "${table}_organization_id_organizations_id_fk";
        DROP INDEX "${table}_organization_idx";
        DROP INDEX "${table}_person_key_idx";
        ALTER TABLE "${table}" DROP COLUMN "organization_id";
        ALTER TABLE "${table}" DROP COLUMN "person_key";`),
    )
  }
  await db.execute(sql`ALTER TABLE "routing_rules" DROP COLUMN "to_account_owner";`)
}
