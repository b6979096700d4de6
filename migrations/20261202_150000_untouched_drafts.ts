import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A draft "Create New" saved before anyone wrote in it is marked until its first change: lists
 * leave it out and a nightly task removes it (src/publishing/untouched-drafts.ts). Existing
 * documents are not marked.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeUntouchedDrafts' BEFORE 'schedulePublish';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeUntouchedDrafts' BEFORE 'schedulePublish';
    ALTER TABLE "products" ADD COLUMN "started_empty" boolean DEFAULT false;
    ALTER TABLE "_products_v" ADD COLUMN "version_started_empty" boolean DEFAULT false;
    ALTER TABLE "regions" ADD COLUMN "started_empty" boolean DEFAULT false;
    ALTER TABLE "_regions_v" ADD COLUMN "version_started_empty" boolean DEFAULT false;
    ALTER TABLE "timeline_entries" ADD COLUMN "started_empty" boolean DEFAULT false;
    ALTER TABLE "_timeline_entries_v" ADD COLUMN "version_started_empty" boolean DEFAULT false;
    ALTER TABLE "pages" ADD COLUMN "started_empty" boolean DEFAULT false;
    ALTER TABLE "_pages_v" ADD COLUMN "version_started_empty" boolean DEFAULT false;
    CREATE INDEX "products_started_empty_idx" ON "products" USING btree ("started_empty");
    CREATE INDEX "_products_v_version_version_started_empty_idx" ON "_products_v" USING btree ("version_started_empty");
    CREATE INDEX "regions_started_empty_idx" ON "regions" USING btree ("started_empty");
    CREATE INDEX "_regions_v_version_version_started_empty_idx" ON "_regions_v" USING btree ("version_started_empty");
    CREATE INDEX "timeline_entries_started_empty_idx" ON "timeline_entries" USING btree ("started_empty");
    CREATE INDEX "_timeline_entries_v_version_version_started_empty_idx" ON "_timeline_entries_v" USING btree ("version_started_empty");
    CREATE INDEX "pages_started_empty_idx" ON "pages" USING btree ("started_empty");
    CREATE INDEX "_pages_v_version_version_started_empty_idx" ON "_pages_v" USING btree ("version_started_empty");
  `)
}

/** PostgreSQL cannot drop an enum's value; the task's stays. Dropping a column drops its index. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "products" DROP COLUMN "started_empty";
    ALTER TABLE "_products_v" DROP COLUMN "version_started_empty";
    ALTER TABLE "regions" DROP COLUMN "started_empty";
    ALTER TABLE "_regions_v" DROP COLUMN "version_started_empty";
    ALTER TABLE "timeline_entries" DROP COLUMN "started_empty";
    ALTER TABLE "_timeline_entries_v" DROP COLUMN "version_started_empty";
    ALTER TABLE "pages" DROP COLUMN "started_empty";
    ALTER TABLE "_pages_v" DROP COLUMN "version_started_empty";
  `)
}
