import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The `sales` role: who works the leads (contact messages, quote, partnership and report requests). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_users_roles" ADD VALUE IF NOT EXISTS 'sales';
  `)
}

/** PostgreSQL cannot take a value out of an enum: the type is made again without it. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "users_roles" WHERE "value" = 'sales';
    ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
    DROP TYPE "public"."enum_users_roles";
    CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'recruiter');
    ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  `)
}
