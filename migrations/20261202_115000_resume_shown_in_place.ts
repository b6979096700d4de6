import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An application's résumé field shows only while an application is recorded by hand (the stored
 * one is shown by its Documents panel and viewer), which Payload's schema says with a nullable
 * column. Every form and REST create still requires it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "career_applications" ALTER COLUMN "resume_id" DROP NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "career_applications" ALTER COLUMN "resume_id" SET NOT NULL;`)
}
