import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Accounts an admin creates without a password are invitations (src/admin/auth/invitations):
 * whether one is pending or accepted, when it was sent, until when its link works, and the hash
 * of the link's token, looked up when the link is opened.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_users_invitation" AS ENUM('pending', 'accepted');
    ALTER TABLE "users" ADD COLUMN "invitation" "enum_users_invitation";
    ALTER TABLE "users" ADD COLUMN "invited_at" timestamp(3) with time zone;
    ALTER TABLE "users" ADD COLUMN "invitation_expires_at" timestamp(3) with time zone;
    ALTER TABLE "users" ADD COLUMN "invitation_token_hash" varchar;
    CREATE INDEX "users_invitation_token_hash_idx" ON "users" USING btree ("invitation_token_hash");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "users_invitation_token_hash_idx";
    ALTER TABLE "users" DROP COLUMN "invitation";
    ALTER TABLE "users" DROP COLUMN "invited_at";
    ALTER TABLE "users" DROP COLUMN "invitation_expires_at";
    ALTER TABLE "users" DROP COLUMN "invitation_token_hash";
    DROP TYPE "public"."enum_users_invitation";
  `)
}
