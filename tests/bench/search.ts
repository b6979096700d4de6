import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import { percentile } from './load'
import { asAdmin } from './routing-rules'

type Latency = { p50Ms: number; p95Ms: number; requests: number; results: number }

export type SearchFigures = {
  leads: number
  clients: number
  /**
   * The same clients asking for the signed-in person (`/api/users/me`): the server's own cost of
   * an authenticated API request on this machine, which search's figures are read against.
   */
  baseline: Latency
  byReference: Latency
  byPhone: Latency
  byCommonWord: Latency
  /** The share of leads the common word matches. */
  commonWordShare: number
}

const firstNames = ['Adélaïde', 'Kwame', 'Amara', 'Chinedu', 'Fatou', 'Kofi', 'Aïcha', 'Tendai']
const lastNames = ['Kouamé', 'Mensah', 'Diallo', 'Okafor', 'Ndiaye', 'Boateng', 'Traoré', 'Moyo']
const companyWords = ['Telecom', 'Mobile', 'Networks', 'Digital', 'Wireless', 'Connect', 'Media']

/** The word a hundredth of the leads' companies have. */
const commonWord = 'Savanna'

/**
 * Quote requests straight into PostgreSQL until the lead tables hold `total` leads, the search
 * triggers writing their rows as the form's would: companies of a number and a word, one in a
 * hundred of them "Savanna …"; people of a few names, with accents; and each a phone number of
 * its own, stored in international form ("+233 24 …").
 */
async function loadLeads(pool: pg.Pool, total: number): Promise<void> {
  const { rows } = await pool.query<{ leads: number }>(`
    SELECT (SELECT count(*) FROM quote_requests) + (SELECT count(*) FROM contact_submissions)
      + (SELECT count(*) FROM partnership_applications) + (SELECT count(*) FROM career_applications)
      + (SELECT count(*) FROM market_report_requests) AS leads`)
  const missing = total - Number(rows[0].leads)
  const pick = (list: string[], by: string) =>
    `(ARRAY[${list.map((item) => `'${item}'`).join(',')}])[1 + (${by}) % ${list.length}]`
  const batch = 100_000
  for (let start = 1; start <= missing; start += batch) {
    const end = Math.min(missing, start + batch - 1)
    await pool.query(`
      INSERT INTO quote_requests (company_name, contact_name, email, country, phone, service_type,
        timeline, budget, project_description, status, created_at, updated_at)
      SELECT CASE WHEN i % 100 = 0 THEN '${commonWord} ' ELSE '' END || 'Company ' || i || ' '
          || ${pick(companyWords, 'i')},
        ${pick(firstNames, 'i / 7')} || ' ' || ${pick(lastNames, 'i / 3')},
        'lead' || i || '@example.com', 'GH', '+233 24 ' || lpad((i % 10000000)::text, 7, '0'),
        'vas', 'short', 'discuss', 'Bench project', 'new', now(), now()
      FROM generate_series(${start}, ${end}) AS i`)
    console.log(`    ${end.toLocaleString('en-GB')} of ${missing.toLocaleString('en-GB')}`)
  }
  await pool.query('VACUUM ANALYZE quote_requests, search.entries')
}

/**
 * `clients` clients asking the server for `path` at once, each `perClient` times after a warm-up,
 * as a salesperson's browser does: the latency of each answer, and how many results it had.
 */
async function measureRequests(
  baseUrl: string,
  token: string,
  path: string,
  clients: number,
  perClient: number,
): Promise<Latency> {
  const ask = async () => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `JWT ${token}` },
    })
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
    const body = (await response.json()) as { results?: unknown[] }
    return body.results?.length ?? 1
  }
  const results = await ask()
  if (results === 0) throw new Error(`${path} found nothing`)
  for (let index = 0; index < 20; index++) await ask()
  const durations: number[] = []
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = 0; index < perClient; index++) {
        const start = performance.now()
        await ask()
        durations.push(performance.now() - start)
      }
    }),
  )
  durations.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    p50Ms: round(percentile(durations, 0.5)),
    p95Ms: round(percentile(durations, 0.95)),
    requests: durations.length,
    results,
  }
}

const searchFor = (text: string) => `/api/search?${new URLSearchParams({ q: text, limit: '20' })}`

/**
 * Search at a million leads, as a salesperson asks it from the production server with ten others
 * asking at the same time: a reference, a phone number typed in local form, and a word a
 * hundredth of the leads have.
 */
export async function measureSearch(
  baseUrl: string,
  pool: pg.Pool,
  adminToken: string,
): Promise<SearchFigures> {
  const seller = { email: 'bench.searcher@example.com', password: `bench-${randomUUID()}` }
  await asAdmin(baseUrl, adminToken, 'POST', '/api/users', {
    ...seller,
    name: 'Bench Searcher',
    roles: ['sales'],
  })
  const leads = 1_000_000
  console.log(`  loading quote requests up to ${leads.toLocaleString('en-GB')} leads`)
  await loadLeads(pool, leads)
  const { rows } = await pool.query<{ id: number; phone: string; common: string }>(`
    SELECT id, phone,
      (SELECT count(*) FROM search.entries WHERE words @@ to_tsquery('search.simple', '${commonWord.toLowerCase()}'))::float
        / (SELECT count(*) FROM search.entries) AS common
    FROM quote_requests WHERE phone LIKE '+233 24 %' ORDER BY id LIMIT 1 OFFSET 250000`)
  const lead = rows[0]
  const local = `0${lead.phone.replace(/^\+233\s*/, '').replace(/\s/g, '')}`
  const typedPhone = `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seller),
  })
  const { token } = (await login.json()) as { token: string }
  const clients = 10
  const perClient = 30
  console.log(`  asking for QR-${lead.id}, ${typedPhone} and "${commonWord.toLowerCase()}"`)
  const measure = (path: string) => measureRequests(baseUrl, token, path, clients, perClient)
  return {
    leads,
    clients,
    baseline: await measure('/api/users/me'),
    byReference: await measure(searchFor(`QR-${lead.id}`)),
    byPhone: await measure(searchFor(typedPhone)),
    byCommonWord: await measure(searchFor(commonWord.toLowerCase())),
    commonWordShare: Math.round(Number(lead.common) * 10000) / 10000,
  }
}
