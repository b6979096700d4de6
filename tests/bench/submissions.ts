import type pg from 'pg'

import { validQuote } from '../helpers/form-values'
import { percentile } from './load'

export type SubmissionLoadResult = {
  acknowledged: number
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
 * `clients` concurrent visitors send valid quote requests through the form's endpoint for
 * `seconds`; then every acknowledged submission is looked up in the database by its key.
 */
export async function loadQuoteSubmissions(
  baseUrl: string,
  pool: pg.Pool,
  { clients = 20, seconds = 30 } = {},
): Promise<SubmissionLoadResult> {
  const deadline = Date.now() + seconds * 1000
  const acknowledgedKeys: string[] = []
  const durations: number[] = []
  let refused = 0
  let counter = 0

  async function client(clientIndex: number) {
    while (Date.now() < deadline) {
      const body = quoteRequest(counter++)
      const start = performance.now()
      const response = await fetch(`${baseUrl}/api/forms/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${clientIndex}.1` },
        body: JSON.stringify(body),
      })
      await response.arrayBuffer()
      durations.push(performance.now() - start)
      if (response.ok) acknowledgedKeys.push(body.submissionKey)
      else refused++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)))
  const elapsedSeconds = (performance.now() - started) / 1000

  const { rows } = await pool.query<{ submission_key: string; copies: string }>(
    `SELECT submission_key, count(*) AS copies FROM quote_requests
     WHERE submission_key = ANY($1) GROUP BY submission_key`,
    [acknowledgedKeys],
  )
  const duplicated = rows.filter((row) => Number(row.copies) > 1).length
  const missing = acknowledgedKeys.length - rows.length
  durations.sort((a, b) => a - b)
  return {
    acknowledged: acknowledgedKeys.length,
    perSecond: Math.round(acknowledgedKeys.length / elapsedSeconds),
    p50Ms: Math.round(percentile(durations, 0.5)),
    p99Ms: Math.round(percentile(durations, 0.99)),
    refused,
    storedExactlyOnce: missing === 0 && duplicated === 0,
    missing,
    duplicated,
  }
}
