import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A webhook delivery's claim moves to a column of its own that no index covers, so that taking a
 * delivery is a HOT update; pages keep room for it (fillfactor). A claim under way at the
 * upgrade lapses at once: what it held is sent again, with the same delivery id.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "webhook_deliveries" ADD COLUMN "claimed_until" timestamp(3) with time zone;
    ALTER TABLE "webhook_deliveries" SET (fillfactor = 85);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "webhook_deliveries" RESET (fillfactor);
    ALTER TABLE "webhook_deliveries" DROP COLUMN "claimed_until";
  `)
}
