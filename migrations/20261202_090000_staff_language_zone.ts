import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const zones = sql.raw(
  `'UTC', 'Africa/Abidjan', 'Africa/Accra', 'Africa/Dakar', 'Europe/London', 'Africa/Casablanca', 'Africa/Lagos', 'Africa/Douala', 'Africa/Kinshasa', 'Europe/Paris', 'Africa/Johannesburg', 'Africa/Cairo', 'Africa/Nairobi', 'Africa/Addis_Ababa'`,
)

/**
 * Each staff account has a language (the admin's and its e-mails') and a time zone (every time in
 * the admin). Existing accounts keep English, and no zone of their own: they follow the site's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'fr');
    CREATE TYPE "public"."enum_users_time_zone" AS ENUM(${zones});
    ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'en';
    ALTER TABLE "users" ADD COLUMN "time_zone" "enum_users_time_zone";
    UPDATE "users" SET "language" = 'en';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "users" DROP COLUMN "time_zone";
    ALTER TABLE "users" DROP COLUMN "language";
    DROP TYPE "public"."enum_users_time_zone";
    DROP TYPE "public"."enum_users_language";
  `)
}
