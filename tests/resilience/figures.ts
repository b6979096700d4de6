import { submissionTable } from '../../src/submissions'
import type { RestartableDatabase } from './database'
import type { Fill, Outcome, SubmittedForm } from './load'

const tables: Record<SubmittedForm, string> = {
  quote: submissionTable('quote-requests'),
  contact: submissionTable('contact-submissions'),
}

type StorageCheck = {
  acknowledged: number
  /** Acknowledged (201) fills with no row. */
  lost: string[]
  /** Fills stored more than once. */
  doubled: string[]
  /** Fills never acknowledged that were stored all the same (a retry would have found them). */
  storedUnacknowledged: number
}

/** Looks every fill up by its submission key in its form's table. */
export async function checkStorage(
  database: RestartableDatabase,
  fills: Fill[],
): Promise<StorageCheck> {
  const copies = new Map<string, number>()
  for (const [form, table] of Object.entries(tables)) {
    const keys = fills.filter((fill) => fill.form === form).map((fill) => fill.key)
    const rows = await database.query<{ key: string; copies: string }>(
      `SELECT submission_key AS key, count(*) AS copies FROM ${table}
       WHERE submission_key = ANY($1) GROUP BY submission_key`,
      [keys],
    )
    for (const row of rows) copies.set(row.key, Number(row.copies))
  }
  const acknowledged = fills.filter((fill) => fill.answers.includes(201))
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((fill) => !copies.has(fill.key)).map((fill) => fill.key),
    doubled: fills.filter((fill) => (copies.get(fill.key) ?? 0) > 1).map((fill) => fill.key),
    storedUnacknowledged: fills.filter(
      (fill) => !fill.answers.includes(201) && copies.has(fill.key),
    ).length,
  }
}

/** What the clients saw in a set of requests. */
export function countWindow(outcomes: Outcome[]) {
  const pages = outcomes.filter((outcome) => outcome.kind === 'page')
  const submissions = outcomes.filter((outcome) => outcome.kind === 'submission')
  const is5xx = (status: number) => status >= 500
  return {
    pages: pages.length,
    pages5xx: pages.filter((outcome) => is5xx(outcome.status)).length,
    submissions: submissions.length,
    acknowledged: submissions.filter((outcome) => outcome.status === 201).length,
    unavailable: submissions.filter((outcome) => outcome.status === 503).length,
    submissions5xxOther: submissions.filter(
      (outcome) => is5xx(outcome.status) && outcome.status !== 503,
    ).length,
    submissionsOther: submissions.filter((outcome) => ![201, 503].includes(outcome.status)).length,
  }
}

/** "200×1234, 503×12, ECONNRESET×1": every answer seen, for messages and the report. */
export function statusTally(outcomes: Outcome[]): string {
  const counts = new Map<string, number>()
  for (const { status, failure } of outcomes) {
    const answer = status ? String(status) : (failure ?? 'no answer')
    counts.set(answer, (counts.get(answer) ?? 0) + 1)
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([answer, count]) => `${answer}×${count}`)
    .join(', ')
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** "p50 12 ms, p99 340 ms" of the requests' durations. */
export function latency(outcomes: Outcome[]): string {
  const durations = outcomes
    .map((outcome) => outcome.answeredAt - outcome.sentAt)
    .sort((a, b) => a - b)
  const at = (share: number) =>
    durations[Math.min(durations.length - 1, Math.floor(share * durations.length))] ?? 0
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`
}

/** Prints one table: a row per window of the load, then the storage check and notes. */
export function printReport(
  title: string,
  windows: [string, Outcome[]][],
  storage: StorageCheck,
  notes: string[],
) {
  const header = ['window', 'pages', 'pages 5xx', 'submissions', '201', '503', 'other 5xx', 'other']
  const rows = windows.map(([name, outcomes]) => {
    const counts = countWindow(outcomes)
    return [
      name,
      counts.pages,
      counts.pages5xx,
      counts.submissions,
      counts.acknowledged,
      counts.unavailable,
      counts.submissions5xxOther,
      counts.submissionsOther - counts.submissions5xxOther,
    ].map(String)
  })
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  )
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])
  const line = (cells: string[]) => `  ${cells.map(pad).join('  ')}`
  console.log(`\n${title}`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
  console.log(
    `  stored: ${storage.acknowledged} acknowledged submissions, ${storage.lost.length} lost, ` +
      `${storage.doubled.length} doubled, ${storage.storedUnacknowledged} stored without a 201`,
  )
  for (const note of notes) console.log(`  ${note}`)
}
