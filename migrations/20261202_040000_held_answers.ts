import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The timeline's "E-mail from an unknown sender" entries: a message naming a lead's reference
 * from another address than the lead's, held for its owner to accept or discard.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_lead_activities_kind" ADD VALUE 'emailHeld' AFTER 'emailReceived';
  `)
}

/**
 * PostgreSQL cannot drop an enum value: the type is made again without it, and the entries still
 * held are removed (their messages are in the team mailbox's held folder).
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "lead_activities" WHERE "kind" = 'emailHeld';
    ALTER TYPE "public"."enum_lead_activities_kind" RENAME TO "enum_lead_activities_kind_old";
    CREATE TYPE "public"."enum_lead_activities_kind" AS ENUM('assigned', 'note', 'call', 'message', 'whatsapp', 'emailSent', 'emailReceived', 'reminder', 'escalation');
    ALTER TABLE "lead_activities" ALTER COLUMN "kind" TYPE "public"."enum_lead_activities_kind"
      USING "kind"::text::"public"."enum_lead_activities_kind";
    DROP TYPE "public"."enum_lead_activities_kind_old";
  `)
}
