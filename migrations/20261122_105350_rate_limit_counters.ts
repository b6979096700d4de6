import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Rate-limit counters shared by all app instances; kept in their own schema, outside Payload's. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE SCHEMA IF NOT EXISTS "rate_limits";
    CREATE TABLE IF NOT EXISTS "rate_limits"."counters" (
      "key" varchar(255) PRIMARY KEY,
      "points" integer NOT NULL DEFAULT 0,
      "expire" bigint
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS "rate_limits" CASCADE;`)
}
