import type pg from 'pg'

import { validQuote } from '../helpers/form-values'
import { percentile } from './load'

export type SubmissionLoadResult = {
  /** Acknowledged in the measured phase. */
  acknowledged: number
  /** Acknowledged in the warm-up and the measured phase: each is looked up in the database. */
  checked: number
  perSecond: number
  p50Ms: number
  p99Ms: number
  refused: number
  storedExactlyOnce: boolean
  missing: number
  duplicated: number
}

/** A quote from MTN Nigeria's domain: each is linked to the seeded organization as it arrives. */
const quoteRequest = (index: number) => ({
  ...validQuote(`Bench Operator ${index}`),
  email: `bench${index}@mtnnigeria.net`,
})

/** One phase of load: what was acknowledged and refused, how long it took, and each request's time. */
type Phase = { acknowledged: number; refused: number; elapsedSeconds: number; durations: number[] }

/**
 * Sends quote requests through the form's endpoint: `clients` concurrent visitors, each sending one
 * request after another for `seconds`. The keys of acknowledged ones are added to `acknowledgedKeys`.
 */
async function sendQuotesFor(
  baseUrl: string,
  {
    clients,
    seconds,
    acknowledgedKeys,
  }: { clients: number; seconds: number; acknowledgedKeys: string[] },
): Promise<Phase> {
  const deadline = Date.now() + seconds * 1000
  const durations: number[] = []
  let acknowledged = 0
  let refused = 0
  async function client() {
    while (Date.now() < deadline) {
      const body = quoteRequest(sent++)
      const start = performance.now()
      const response = await fetch(`${baseUrl}/api/forms/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      await response.arrayBuffer()
      durations.push(performance.now() - start)
      if (response.ok) {
        acknowledgedKeys.push(body.submissionKey)
        acknowledged++
      } else refused++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, () => client()))
  return { acknowledged, refused, elapsedSeconds: (performance.now() - started) / 1000, durations }
}

let sent = 0

/** Submissions per second, p50 and p99 over one or more phases together. */
function figuresOf(phases: Phase[]) {
  const acknowledged = phases.reduce((sum, phase) => sum + phase.acknowledged, 0)
  const seconds = phases.reduce((sum, phase) => sum + phase.elapsedSeconds, 0)
  const durations = phases.flatMap((phase) => phase.durations).sort((a, b) => a - b)
  return {
    acknowledged,
    refused: phases.reduce((sum, phase) => sum + phase.refused, 0),
    perSecond: Math.round(acknowledged / seconds),
    p50Ms: Math.round(percentile(durations, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(durations, 0.99)),
  }
}

/** Looks every acknowledged submission up by its key: each must be stored exactly once. */
async function storedOnce(pool: pg.Pool, acknowledgedKeys: string[]) {
  const { rows } = await pool.query<{ submission_key: string; copies: string }>(
    `SELECT submission_key, count(*) AS copies FROM quote_requests
     WHERE submission_key = ANY($1) GROUP BY submission_key`,
    [acknowledgedKeys],
  )
  const duplicated = rows.filter((row) => Number(row.copies) > 1).length
  const missing = acknowledgedKeys.length - rows.length
  return {
    checked: acknowledgedKeys.length,
    storedExactlyOnce: missing === 0 && duplicated === 0,
    missing,
    duplicated,
  }
}

/**
 * `clients` concurrent visitors send valid quote requests through the form's endpoint, first for
 * `warmupSeconds` (the route's code loads, the JIT compiles it and V8's heap grows to its working
 * size: 5 s left the measured phase a fifth slower than the phases after it),
 * then for the measured `seconds`; then every submission acknowledged in either phase is looked
 * up in the database by its key.
 */
export async function loadQuoteSubmissions(
  baseUrl: string,
  pool: pg.Pool,
  { clients = 20, seconds = 30, warmupSeconds = 20 } = {},
): Promise<SubmissionLoadResult> {
  const acknowledgedKeys: string[] = []
  await sendQuotesFor(baseUrl, { clients, seconds: warmupSeconds, acknowledgedKeys })
  const measured = await sendQuotesFor(baseUrl, { clients, seconds, acknowledgedKeys })
  return { ...figuresOf([measured]), ...(await storedOnce(pool, acknowledgedKeys)) }
}

export type OnOffComparison = {
  rounds: number
  secondsEach: number
  off: ReturnType<typeof figuresOf>
  on: ReturnType<typeof figuresOf>
  /** The median with the feature on minus the median with it off. */
  addedP50Ms: number
  storedExactlyOnce: boolean
}

/**
 * What a feature adds to a submission: phases with it off and on, each side's figures over its
 * phases together. The rounds alternate which side goes first (off-on, on-off, …): with the same
 * side always first, the machine's drift over the minute, and the first phase after a switch,
 * fell on that side (a feature that cost nothing measured 0.94 one run and 1.10 the next).
 */
export async function compareOnOff(
  baseUrl: string,
  pool: pg.Pool,
  { turnOff, turnOn }: { turnOff: () => Promise<void>; turnOn: () => Promise<void> },
  { clients = 20, rounds = 4, secondsEach = 8 } = {},
): Promise<OnOffComparison> {
  const acknowledgedKeys: string[] = []
  const off: Phase[] = []
  const on: Phase[] = []
  const phase = async (side: 'off' | 'on') => {
    await (side === 'off' ? turnOff() : turnOn())
    const figures = await sendQuotesFor(baseUrl, {
      clients,
      seconds: secondsEach,
      acknowledgedKeys,
    })
    ;(side === 'off' ? off : on).push(figures)
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)
    for (const side of order) await phase(side)
  }
  const figures = { off: figuresOf(off), on: figuresOf(on) }
  return {
    rounds,
    secondsEach,
    ...figures,
    addedP50Ms: Math.round((figures.on.p50Ms - figures.off.p50Ms) * 10) / 10,
    storedExactlyOnce: (await storedOnce(pool, acknowledgedKeys)).storedExactlyOnce,
  }
}

/** How many of the quotes sent since `since` were linked to an organization as they arrived. */
export async function linkedSince(pool: pg.Pool, since: Date) {
  const { rows } = await pool.query<{ linked: string; total: string }>(
    `SELECT count(organization_id) AS linked, count(*) AS total FROM quote_requests
     WHERE created_at >= $1`,
    [since],
  )
  return { linkedToAnOrganization: Number(rows[0].linked), sentFromOne: Number(rows[0].total) }
}
