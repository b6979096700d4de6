import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The submission counts in slots. Each new submission added one to its type's and status's row
 * in the statement's transaction, so every submission of a type waited for the one before it to
 * commit (the row stays locked until then): quote requests went one after another, about 125 a
 * second at most. A statement now adds to the slot of its database connection, so concurrent
 * submissions on different connections touch different rows; a count is the sum of its slots.
 */
const slots = 16

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    ALTER TABLE "stats"."submission_counts" ADD COLUMN "slot" smallint NOT NULL DEFAULT 0;
    ALTER TABLE "stats"."submission_counts" DROP CONSTRAINT "submission_counts_pkey";
    ALTER TABLE "stats"."submission_counts"
      ADD CONSTRAINT "submission_counts_pkey" PRIMARY KEY ("submission_table", "status", "slot");

    CREATE OR REPLACE FUNCTION "stats"."add_submission_counts"(changes jsonb, table_name text)
    RETURNS void LANGUAGE sql AS $$
      INSERT INTO "stats"."submission_counts" AS counts ("submission_table", "status", "slot", "count")
      SELECT table_name, change.key, pg_backend_pid() % ${slots}, change.value::bigint
      FROM jsonb_each_text(changes) AS change
      WHERE change.value::bigint <> 0
      ORDER BY change.key
      ON CONFLICT ("submission_table", "status", "slot")
      DO UPDATE SET "count" = counts."count" + EXCLUDED."count";
    $$;
  `),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE TEMPORARY TABLE "summed_counts" ON COMMIT DROP AS
      SELECT "submission_table", "status", sum("count")::bigint AS "count"
      FROM "stats"."submission_counts" GROUP BY "submission_table", "status";
    DELETE FROM "stats"."submission_counts";
    ALTER TABLE "stats"."submission_counts" DROP CONSTRAINT "submission_counts_pkey";
    ALTER TABLE "stats"."submission_counts" DROP COLUMN "slot";
    ALTER TABLE "stats"."submission_counts"
      ADD CONSTRAINT "submission_counts_pkey" PRIMARY KEY ("submission_table", "status");
    INSERT INTO "stats"."submission_counts" ("submission_table", "status", "count")
      SELECT "submission_table", "status", "count" FROM "summed_counts";

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
  `),
  )
}
