import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const leadTables = [
  'contact_submissions',
  'quote_requests',
  'partnership_applications',
  'career_applications',
  'market_report_requests',
]

/**
 * Routing's assignment of a lead on arrival moves from a timeline entry of its own to two columns
 * of the lead's row: the account it went to and the rule's name. Each lead's arrival entry (the
 * first assignment, by no one, within a minute of the lead) becomes those columns.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of leadTables) {
    const slug = table.replaceAll('_', '-')
    await db.execute(
      sql.raw(`
        ALTER TABLE "${table}" ADD COLUMN "routed_to" numeric;
        ALTER TABLE "${table}" ADD COLUMN "routing_rule" varchar;
        WITH arrival AS (
          SELECT DISTINCT ON (activity.submission_id) activity.id, activity.submission_id,
            activity.owner_id, activity.text
          FROM lead_activities activity
          JOIN "${table}" lead ON lead.id = activity.submission_id
          WHERE activity.submission_collection = '${slug}' AND activity.kind = 'assigned'
            AND activity.author_id IS NULL AND activity.owner_id IS NOT NULL
            AND activity.created_at < lead.created_at + interval '1 minute'
          ORDER BY activity.submission_id, activity.created_at, activity.id
        ), moved AS (
          UPDATE "${table}" lead SET routed_to = arrival.owner_id,
            routing_rule = substring(arrival.text FROM '^Routing rule "(.*)"$')
          FROM arrival WHERE lead.id = arrival.submission_id
          RETURNING lead.id
        )
        DELETE FROM lead_activities WHERE id IN (SELECT id FROM arrival);
      `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of leadTables) {
    const slug = table.replaceAll('_', '-')
    await db.execute(
      sql.raw(`
        INSERT INTO lead_activities (submission_collection, submission_id, kind, owner_id, text, created_at, updated_at)
        SELECT '${slug}', lead.id, 'assigned', users.id,
          CASE WHEN lead.routing_rule IS NULL THEN NULL ELSE 'Routing rule "' || lead.routing_rule || '"' END,
          lead.created_at, lead.created_at
        FROM "${table}" lead LEFT JOIN users ON users.id = lead.routed_to
        WHERE lead.routed_to IS NOT NULL;
        ALTER TABLE "${table}" DROP COLUMN "routed_to";
        ALTER TABLE "${table}" DROP COLUMN "routing_rule";
      `),
    )
  }
}
