import { randomUUID } from 'node:crypto'

import type pg from 'pg'

/** The admin the server seeds (SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD), who keeps the rules. */
export const benchAdmin = { email: 'bench.admin@example.com', password: `bench-${randomUUID()}` }

/** Countries the first nine rules route, none of them the benched quotes' (Nigeria). */
const otherCountries = ['GH', 'KE', 'CI', 'SN', 'CM', 'ZA', 'UG', 'TZ', 'EG']

/** The admin's session on the server, for the REST calls below. */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`The bench admin could not log in: ${response.status}`)
  return body.token
}

export async function asAdmin(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<{ doc?: { id: number } }>
}

/** The salesperson the benched quotes are routed to. */
export async function addBenchOwner(baseUrl: string, token: string): Promise<number> {
  const { doc } = await asAdmin(baseUrl, token, 'POST', '/api/users', {
    email: 'bench.owner@example.com',
    password: `bench-${randomUUID()}`,
    name: 'Bench Owner',
    roles: ['sales'],
  })
  return doc!.id
}

/**
 * Ten routing rules for quote requests, in order, of which only the tenth matches the benched
 * quotes (from Nigeria): it assigns them to the owner. Created as an admin creates them, over
 * REST, so that the server's cached rules are expired as they would be.
 */
export async function addTenRoutingRules(baseUrl: string, token: string, owner: number) {
  for (const country of [...otherCountries, 'NG']) {
    await asAdmin(baseUrl, token, 'POST', '/api/routing-rules', {
      name: `Quotes from ${country}`,
      submissionTypes: ['quote-requests'],
      countries: [country],
      assignee: owner,
    })
  }
}

/** Routing off: every rule deleted over REST, so every quote waits unassigned. */
export async function removeRoutingRules(baseUrl: string, token: string): Promise<void> {
  await asAdmin(baseUrl, token, 'DELETE', '/api/routing-rules?where[id][exists]=true&limit=100')
}

/** How many of the quotes sent since `since` routing assigned (all of them, when it works). */
export async function assignedSince(pool: pg.Pool, since: Date) {
  const { rows } = await pool.query<{ assigned: string; total: string }>(
    `SELECT count(owner_id) AS assigned, count(*) AS total FROM quote_requests WHERE created_at >= $1`,
    [since],
  )
  return { assigned: Number(rows[0].assigned), total: Number(rows[0].total) }
}
