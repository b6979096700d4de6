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

const quoteRequest = (index: number) => ({
  ...validQuote(`Bench Operator ${index}`),
  email: `bench${index}@example.com`,
})

/**
 * `clients` concurrent visitors send valid quote requests through the form's endpoint, first for
 * `warmupSeconds` (as the page loads warm up: the route's code loads and the JIT compiles it),
 * then for the measured `seconds`; then every submission acknowledged in either phase is looked
 * up in the database by its key.
 */
export async function loadQuoteSubmissions(
  baseUrl: string,
  pool: pg.Pool,
  { clients = 20, seconds = 30, warmupSeconds = 5 } = {},
): Promise<SubmissionLoadResult> {
  const acknowledgedKeys: string[] = []
  let counter = 0

  /** Every client sends one request after another until the deadline. */
  async function sendFor(phaseSeconds: number) {
    const deadline = Date.now() + phaseSeconds * 1000
    const durations: number[] = []
    let acknowledged = 0
    let refused = 0
    async function client() {
      while (Date.now() < deadline) {
        const body = quoteRequest(counter++)
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
    const elapsedSeconds = (performance.now() - started) / 1000
    durations.sort((a, b) => a - b)
    return { acknowledged, refused, elapsedSeconds, durations }
  }

  await sendFor(warmupSeconds)
  const measured = await sendFor(seconds)

  const { rows } = await pool.query<{ submission_key: string; copies: string }>(
    `SELECT submission_key, count(*) AS copies FROM quote_requests
     WHERE submission_key = ANY($1) GROUP BY submission_key`,
    [acknowledgedKeys],
  )
  const duplicated = rows.filter((row) => Number(row.copies) > 1).length
  const missing = acknowledgedKeys.length - rows.length
  return {
    acknowledged: measured.acknowledged,
    checked: acknowledgedKeys.length,
    perSecond: Math.round(measured.acknowledged / measured.elapsedSeconds),
    p50Ms: Math.round(percentile(measured.durations, 0.5)),
    p99Ms: Math.round(percentile(measured.durations, 0.99)),
    refused: measured.refused,
    storedExactlyOnce: missing === 0 && duplicated === 0,
    missing,
    duplicated,
  }
}
