import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The admins' digest of the leads that wait with no owner is a task of the job queue of its own,
 * every 15 minutes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'digestUnassignedLeads' BEFORE 'purgeOldWebhookDeliveries';
    ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'digestUnassignedLeads' BEFORE 'purgeOldWebhookDeliveries';
  `)
}

/** PostgreSQL cannot drop an enum value: the task's jobs go, its value stays. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "payload_jobs" WHERE "task_slug" = 'digestUnassignedLeads';
    DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'digestUnassignedLeads';
  `)
}
