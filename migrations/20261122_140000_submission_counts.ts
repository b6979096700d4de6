import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const submissionTables = [
  'contact_submissions',
  'quote_requests',
  'partnership_applications',
  'career_applications',
]

/**
 * The Overview's counters, kept exact by statement-level triggers on the four submission tables:
 * reading them costs the same at a hundred rows as at a million, where COUNT(*) grows with the
 * table. Kept in their own schema, outside Payload's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE SCHEMA IF NOT EXISTS "stats";
    CREATE TABLE IF NOT EXISTS "stats"."submission_counts" (
      "submission_table" varchar(64) NOT NULL,
      "status" varchar(64) NOT NULL,
      "count" bigint NOT NULL DEFAULT 0,
      PRIMARY KEY ("submission_table", "status")
    );

    -- Adds the net change of one statement per status; rows whose status did not change cancel out.
    CREATE OR REPLACE FUNCTION "stats"."add_submission_counts"(changes jsonb, table_name text)
    RETURNS void LANGUAGE sql AS $$
      INSERT INTO "stats"."submission_counts" AS counts ("submission_table", "status", "count")
      SELECT table_name, change.key, change.value::bigint
      FROM jsonb_each_text(changes) AS change
      WHERE change.value::bigint <> 0
      ORDER BY change.key
      ON CONFLICT ("submission_table", "status")
      DO UPDATE SET "count" = counts."count" + EXCLUDED."count";
    $$;

    CREATE OR REPLACE FUNCTION "stats"."count_inserted_submissions"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM "stats"."add_submission_counts"(
        (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM
          (SELECT status::text, count(*) AS n FROM inserted GROUP BY status) AS per_status),
        TG_TABLE_NAME);
      RETURN NULL;
    END $$;

    CREATE OR REPLACE FUNCTION "stats"."count_deleted_submissions"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM "stats"."add_submission_counts"(
        (SELECT coalesce(jsonb_object_agg(status, -n), '{}') FROM
          (SELECT status::text, count(*) AS n FROM deleted GROUP BY status) AS per_status),
        TG_TABLE_NAME);
      RETURN NULL;
    END $$;

    CREATE OR REPLACE FUNCTION "stats"."count_updated_submissions"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM "stats"."add_submission_counts"(
        (SELECT coalesce(jsonb_object_agg(status, n), '{}') FROM
          (SELECT status, sum(delta) AS n FROM (
            SELECT status::text, 1 AS delta FROM updated
            UNION ALL SELECT status::text, -1 FROM previous
          ) AS deltas GROUP BY status) AS per_status),
        TG_TABLE_NAME);
      RETURN NULL;
    END $$;

    CREATE OR REPLACE FUNCTION "stats"."count_truncated_submissions"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM "stats"."submission_counts" WHERE "submission_table" = TG_TABLE_NAME;
      RETURN NULL;
    END $$;
  `)

  for (const table of submissionTables) await countSubmissionsIn(db, table)
}

/**
 * Keeps a submission table's counts from now on, starting from what it holds. Later migrations
 * that add a submission type call it for the new table. The table name is a constant written by
 * a migration: safe to put into the statement as it is.
 */
export async function countSubmissionsIn(db: MigrateUpArgs['db'], table: string): Promise<void> {
  await db.execute(
    sql.raw(`
      CREATE TRIGGER "count_inserted" AFTER INSERT ON "${table}"
        REFERENCING NEW TABLE AS inserted
        FOR EACH STATEMENT EXECUTE FUNCTION "stats"."count_inserted_submissions"();
      CREATE TRIGGER "count_deleted" AFTER DELETE ON "${table}"
        REFERENCING OLD TABLE AS deleted
        FOR EACH STATEMENT EXECUTE FUNCTION "stats"."count_deleted_submissions"();
      CREATE TRIGGER "count_updated" AFTER UPDATE ON "${table}"
        REFERENCING OLD TABLE AS previous NEW TABLE AS updated
        FOR EACH STATEMENT EXECUTE FUNCTION "stats"."count_updated_submissions"();
      CREATE TRIGGER "count_truncated" AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "stats"."count_truncated_submissions"();
      DELETE FROM "stats"."submission_counts" WHERE "submission_table" = '${table}';
      INSERT INTO "stats"."submission_counts" ("submission_table", "status", "count")
        SELECT '${table}', status::text, count(*) FROM "${table}" GROUP BY status;
    `),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of submissionTables) {
    await db.execute(
      sql.raw(
        ['inserted', 'deleted', 'updated', 'truncated']
          .map((event) => `DROP TRIGGER IF EXISTS "count_${event}" ON "${table}";`)
          .join('\n'),
      ),
    )
  }
  await db.execute(sql`DROP SCHEMA IF EXISTS "stats" CASCADE;`)
}
