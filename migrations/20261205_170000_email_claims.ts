import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The deliveries worker claims a queued e-mail by a column of its own that no index covers, so
 * that taking one is a HOT update; pages keep room for it (fillfactor).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "payload_jobs" ADD COLUMN "claimed_at" timestamp(3) with time zone;
    ALTER TABLE "payload_jobs" SET (fillfactor = 85);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "payload_jobs" RESET (fillfactor);
    ALTER TABLE "payload_jobs" DROP COLUMN "claimed_at";
  `)
}
