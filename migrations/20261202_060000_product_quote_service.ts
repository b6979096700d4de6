import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const services = sql.raw(
  `'vas', 'fintech', 'marketplace', 'enterprise', 'ai', '5g-infotainment', 'custom'`,
)

/** The service a quote about each seeded product asks for; an editor's other products have none. */
const serviceOfSlug = (column: string) =>
  sql.raw(`CASE ${column}
    WHEN 'vas' THEN 'vas' WHEN 'fintech' THEN 'fintech' WHEN 'marketplace' THEN 'marketplace'
    WHEN 'enterprise' THEN 'enterprise' WHEN 'ai' THEN 'ai' WHEN 'ott' THEN '5g-infotainment'
    WHEN 'content' THEN 'vas' WHEN 'lottery' THEN 'vas' WHEN 'ccas' THEN 'vas'
    WHEN 'cpaas' THEN 'enterprise' WHEN 'iot' THEN 'enterprise' END`)

/**
 * Products name the service a quote about them asks for: their page's Get Quote opens the quote
 * form with it chosen (/get-quote/<service>).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_products_quote_service" AS ENUM(${services});
    CREATE TYPE "public"."enum__products_v_version_quote_service" AS ENUM(${services});
    ALTER TABLE "products" ADD COLUMN "quote_service" "enum_products_quote_service";
    ALTER TABLE "_products_v" ADD COLUMN "version_quote_service" "enum__products_v_version_quote_service";
    UPDATE "products" SET "quote_service" = (${serviceOfSlug('slug')})::"enum_products_quote_service";
    UPDATE "_products_v" SET "version_quote_service" =
      (${serviceOfSlug('version_slug')})::"enum__products_v_version_quote_service";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "_products_v" DROP COLUMN "version_quote_service";
    ALTER TABLE "products" DROP COLUMN "quote_service";
    DROP TYPE "public"."enum__products_v_version_quote_service";
    DROP TYPE "public"."enum_products_quote_service";
  `)
}
