import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { countryCodeFromText } from '../src/lib/content/country-names'

/**
 * Countries as ISO 3166-1 alpha-2 codes, named on each page in its reader's language.
 *
 * - A quote request's country, picked from the form's list, was stored as its English name; it
 *   becomes the code (an enum of the list's 54 countries).
 * - A partnership application's country or region and a market report request's country stay the
 *   text the visitor typed, and gain `country_code` when that text names a country in English or
 *   French (rows stored before are given theirs here).
 */

/** The quote form's English names as they were stored, and their codes. */
export const quoteCountryCodes: ReadonlyMap<string, string> = new Map([
  ['Algeria', 'DZ'],
  ['Angola', 'AO'],
  ['Benin', 'BJ'],
  ['Botswana', 'BW'],
  ['Burkina Faso', 'BF'],
  ['Burundi', 'BI'],
  ['Cabo Verde', 'CV'],
  ['Cameroon', 'CM'],
  ['Central African Republic', 'CF'],
  ['Chad', 'TD'],
  ['Comoros', 'KM'],
  ['Congo (Brazzaville)', 'CG'],
  ['Congo (DRC)', 'CD'],
  ["Côte d'Ivoire", 'CI'],
  ['Djibouti', 'DJ'],
  ['Egypt', 'EG'],
  ['Equatorial Guinea', 'GQ'],
  ['Eritrea', 'ER'],
  ['Eswatini', 'SZ'],
  ['Ethiopia', 'ET'],
  ['Gabon', 'GA'],
  ['Gambia', 'GM'],
  ['Ghana', 'GH'],
  ['Guinea', 'GN'],
  ['Guinea-Bissau', 'GW'],
  ['Kenya', 'KE'],
  ['Lesotho', 'LS'],
  ['Liberia', 'LR'],
  ['Libya', 'LY'],
  ['Madagascar', 'MG'],
  ['Malawi', 'MW'],
  ['Mali', 'ML'],
  ['Mauritania', 'MR'],
  ['Mauritius', 'MU'],
  ['Morocco', 'MA'],
  ['Mozambique', 'MZ'],
  ['Namibia', 'NA'],
  ['Niger', 'NE'],
  ['Nigeria', 'NG'],
  ['Rwanda', 'RW'],
  ['São Tomé and Príncipe', 'ST'],
  ['Senegal', 'SN'],
  ['Seychelles', 'SC'],
  ['Sierra Leone', 'SL'],
  ['Somalia', 'SO'],
  ['South Africa', 'ZA'],
  ['South Sudan', 'SS'],
  ['Sudan', 'SD'],
  ['Tanzania', 'TZ'],
  ['Togo', 'TG'],
  ['Tunisia', 'TN'],
  ['Uganda', 'UG'],
  ['Zambia', 'ZM'],
  ['Zimbabwe', 'ZW'],
])

type Database = MigrateUpArgs['db']

async function rowsOf(db: Database, query: ReturnType<typeof sql>) {
  return (await db.execute(query)).rows as { id: number; country: string }[]
}

/**
 * The stored names' codes. A name the list never had (a row staff typed in by hand) stops the
 * migration, naming each such row: none is dropped or guessed.
 */
async function quoteCountriesToCodes(db: Database) {
  const rows = await rowsOf(db, sql`SELECT "id", "country" FROM "quote_requests"`)
  const unknown = rows.filter(({ country }) => !quoteCountryCodes.has(country))
  if (unknown.length > 0) {
    const list = unknown.map(({ id, country }) => `${id} (${JSON.stringify(country)})`)
    throw new Error(
      `Quote requests whose country is not one of the form's 54: ${list.join(', ')}. ` +
        'Set each to one of those names, then run the migrations again.',
    )
  }
  for (const [name, code] of quoteCountryCodes) {
    await db.execute(sql`UPDATE "quote_requests" SET "country" = ${code} WHERE "country" = ${name}`)
  }
}

/** The code of each stored row's country text, where it names a country. */
async function fillCountryCodes(db: Database, table: string) {
  const rows = await rowsOf(db, sql`SELECT "id", "country" FROM ${sql.identifier(table)}`)
  for (const { id, country } of rows) {
    const code = countryCodeFromText(country)
    if (!code) continue
    await db.execute(
      sql`UPDATE ${sql.identifier(table)} SET "country_code" = ${code} WHERE "id" = ${id}`,
    )
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await quoteCountriesToCodes(db)
  await db.execute(
    sql.raw(`
    CREATE TYPE "public"."enum_quote_requests_country" AS ENUM('DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW');
    ALTER TABLE "quote_requests" ALTER COLUMN "country" SET DATA TYPE "public"."enum_quote_requests_country" USING "country"::"public"."enum_quote_requests_country";
    ALTER TABLE "partnership_applications" ADD COLUMN "country_code" varchar;
    ALTER TABLE "market_report_requests" ADD COLUMN "country_code" varchar;
    CREATE INDEX "partnership_applications_country_code_idx" ON "partnership_applications" USING btree ("country_code");
    CREATE INDEX "market_report_requests_country_code_idx" ON "market_report_requests" USING btree ("country_code");
  `),
  )
  await fillCountryCodes(db, 'partnership_applications')
  await fillCountryCodes(db, 'market_report_requests')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP INDEX "partnership_applications_country_code_idx";
    DROP INDEX "market_report_requests_country_code_idx";
    ALTER TABLE "partnership_applications" DROP COLUMN "country_code";
    ALTER TABLE "market_report_requests" DROP COLUMN "country_code";
    ALTER TABLE "quote_requests" ALTER COLUMN "country" SET DATA TYPE varchar;
    DROP TYPE "public"."enum_quote_requests_country";
  `),
  )
  for (const [name, code] of quoteCountryCodes) {
    await db.execute(sql`UPDATE "quote_requests" SET "country" = ${name} WHERE "country" = ${code}`)
  }
}
