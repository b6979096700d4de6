import { randomUUID } from 'node:crypto'

import { drizzle } from 'drizzle-orm/node-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { down, up } from '../../../migrations/20261127_150500_country_codes'
import { testPayload } from '../../helpers/payload'
import { validMarketReport, validPartnership, validQuote } from '../../helpers/form-values'
import { createTestDatabase, type TestDatabase } from '../../setup/test-database'
import { newMarker, submit } from './submit'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const inFrench = { headers: { 'content-language': 'fr' } }

async function emailsMentioning(marker: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { 'input.text': { like: marker } },
    depth: 0,
  })
  return docs.map((job) => job.input as { to: string; text: string })
}

async function emailsTo(address: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.to': { equals: address } }] },
    depth: 0,
  })
  return docs.map((job) => job.input as { text: string })
}

describe('the quote form’s country', () => {
  it('is stored as its code, named in English for staff and in French for a French visitor', async () => {
    const marker = newMarker()
    const visitor = `pays-${randomUUID()}@example.com`
    const values = { ...validQuote(marker), email: visitor, country: 'TD', phone: '+235 6612 3456' }
    expect((await submit(payload, 'quote', values, inFrench)).status).toBe(201)

    const { docs } = await payload.find({
      collection: 'quote-requests',
      where: { companyName: { equals: marker } },
      depth: 0,
    })
    expect(docs.map((doc) => doc.country)).toEqual(['TD'])
    const [staff] = await emailsMentioning(marker)
    expect(staff.text).toContain('Country: Chad')
    const [confirmation] = await emailsTo(visitor)
    expect(confirmation.text).toContain('Pays : Tchad')
  })

  it('is refused when sent as a name, and nothing is stored', async () => {
    const marker = newMarker()
    const response = await submit(payload, 'quote', { ...validQuote(marker), country: 'Chad' })
    expect(response.status).toBe(400)
    if (response.body.ok) throw new Error('expected a refusal')
    expect(response.body.fieldErrors).toEqual({ country: 'Please select your country' })
    const count = await payload.count({
      collection: 'quote-requests',
      where: { companyName: { equals: marker } },
    })
    expect(count.totalDocs).toBe(0)
  })
})

describe('a country typed as free text', () => {
  const partnershipWith = async (country: string) => {
    const marker = newMarker()
    expect(
      (await submit(payload, 'partnership', { ...validPartnership(marker), country })).status,
    ).toBe(201)
    const { docs } = await payload.find({
      collection: 'partnership-applications',
      where: { company: { equals: marker } },
      depth: 0,
    })
    return docs.map(({ country, countryCode }) => ({ country, countryCode }))
  }

  it.each([
    ["Côte d'Ivoire", 'CI'],
    ['ivory coast', 'CI'],
    ['Tchad', 'TD'],
  ])('is kept as typed beside its code: a partnership from "%s"', async (country, code) => {
    expect(await partnershipWith(country)).toEqual([{ country, countryCode: code }])
  })

  it('is kept without a code when it names no one country', async () => {
    expect(await partnershipWith('West and Central Africa')).toEqual([
      { country: 'West and Central Africa', countryCode: null },
    ])
  })

  it('gives a market report request its code too', async () => {
    const marker = newMarker()
    const values = { ...validMarketReport(marker), country: 'Sénégal' }
    expect((await submit(payload, 'market-report', values)).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'market-report-requests',
      where: { name: { equals: marker } },
      depth: 0,
    })
    expect(docs.map(({ country, countryCode }) => ({ country, countryCode }))).toEqual([
      { country: 'Sénégal', countryCode: 'SN' },
    ])
  })
})

describe('the country codes migration', () => {
  // On a database of its own, with the three tables as they were before it.
  let database: TestDatabase
  let pool: pg.Pool
  const args = () => ({ db: drizzle(pool), payload, req: {} }) as never

  beforeAll(async () => {
    database = await createTestDatabase()
    pool = new pg.Pool({ connectionString: database.url })
    await pool.query(`
      CREATE TABLE "quote_requests" ("id" serial PRIMARY KEY, "country" varchar NOT NULL);
      CREATE TABLE "partnership_applications" ("id" serial PRIMARY KEY, "country" varchar NOT NULL);
      CREATE TABLE "market_report_requests" ("id" serial PRIMARY KEY, "country" varchar NOT NULL);
    `)
  })

  afterAll(async () => {
    await pool?.end()
    await database?.drop()
  })

  const rows = async (table: string, columns = '"country"') =>
    (await pool.query(`SELECT ${columns} FROM "${table}" ORDER BY "id"`)).rows

  it('turns the names quotes were stored with into codes, and fills the free texts’ codes', async () => {
    await pool.query(`
      INSERT INTO "quote_requests" ("country") VALUES
        ('Nigeria'), ('Congo (DRC)'), ('Congo (Brazzaville)'), ('Côte d''Ivoire'),
        ('São Tomé and Príncipe'), ('Cabo Verde');
      INSERT INTO "partnership_applications" ("country") VALUES ('Cameroun'), ('Sahel region');
      INSERT INTO "market_report_requests" ("country") VALUES ('Ivory Coast');
    `)
    await up(args())
    expect((await rows('quote_requests')).map((row) => row.country)).toEqual([
      'NG',
      'CD',
      'CG',
      'CI',
      'ST',
      'CV',
    ])
    expect(await rows('partnership_applications', '"country", "country_code"')).toEqual([
      { country: 'Cameroun', country_code: 'CM' },
      { country: 'Sahel region', country_code: null },
    ])
    expect(await rows('market_report_requests', '"country", "country_code"')).toEqual([
      { country: 'Ivory Coast', country_code: 'CI' },
    ])
    // The column now takes only the list's codes.
    await expect(
      pool.query(`INSERT INTO "quote_requests" ("country") VALUES ('Chad')`),
    ).rejects.toThrow()
  })

  it('gives the names back when undone', async () => {
    await down(args())
    expect((await rows('quote_requests')).map((row) => row.country)).toEqual([
      'Nigeria',
      'Congo (DRC)',
      'Congo (Brazzaville)',
      "Côte d'Ivoire",
      'São Tomé and Príncipe',
      'Cabo Verde',
    ])
  })

  it('stops on a name the list never had, naming its row, and changes nothing', async () => {
    const { rows: added } = await pool.query(
      `INSERT INTO "quote_requests" ("country") VALUES ('Atlantis') RETURNING "id"`,
    )
    await expect(up(args())).rejects.toThrow(`${added[0].id} ("Atlantis")`)
    expect((await rows('quote_requests')).map((row) => row.country)).toContain('Nigeria')
  })
})
