import { randomUUID } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'

import autocannon from 'autocannon'
import type pg from 'pg'

import { maxPathsPerDay, otherPagesPath } from '../../src/campaigns/page-views/counter'
import { phoneBrowser } from '../helpers/user-agents'

export type ViewFlood = {
  /** Requests the flood sent, each to a new address, and how many the site answered 200. */
  sent: number
  answered: number
  perSecond: number
  /** Distinct paths stored for the day before and after it, and the day's limit. */
  pathsBefore: number
  pathsAfter: number
  cap: number
  /** The report of a day holding the limit's paths: its time, its HTML and the server's extra memory. */
  reportAtCap: { ms: number; htmlKb: number; extraMb: number }
  /** The CSV of that day: its time, size and lines. */
  csvAtCap: { ms: number; kb: number; lines: number }
}

const today = () => new Date().toISOString().slice(0, 10)

async function distinctPaths(pool: pg.Pool, day: string): Promise<number> {
  const { rows } = await pool.query<{ paths: number }>(
    'SELECT count(*)::int AS paths FROM stats.page_views WHERE day = $1',
    [day],
  )
  return rows[0].paths
}

/** Every address the flood asks: made-up, escaped copies of real pages, and report links. */
function floodedPath(n: number): string {
  const token = randomUUID()
  switch (n % 5) {
    case 0:
      return `/market-report/${token}`
    case 1:
      return `/products/%76as?n=${token}`
    case 2:
      return `/careers/%2e%2e/${token}`
    case 3:
      return `/%75ssd-ghana-${token}`
    default:
      return `/${token}`
  }
}

/** Peak resident memory of a process since `resetPeak`, in MB (Linux's VmHWM). */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
/** Resets the process's peak resident memory to what it holds now (clear_refs 5). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5')

/**
 * An anonymous flood of new addresses (src/campaigns/page-views): how many distinct paths the day
 * holds after it; then the campaign report and its CSV of a day holding the limit's paths, timed,
 * with the server's extra memory while it draws the report.
 */
export async function measureViewFlood(
  baseUrl: string,
  serverPid: number,
  pool: pg.Pool,
  adminToken: string,
  { seconds = 10 } = {},
): Promise<ViewFlood> {
  const day = today()
  const pathsBefore = await distinctPaths(pool, day)
  let n = 0
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: seconds,
    headers: { 'user-agent': phoneBrowser },
    requests: [{ setupRequest: (request) => ({ ...request, path: floodedPath(n++) }) }],
  })
  // Stored within a flush (5 s).
  await new Promise((resolve) => setTimeout(resolve, 6000))
  const pathsAfter = await distinctPaths(pool, day)

  // A day of its own, long past, holding the limit's paths and the views beyond them.
  const full = '2025-02-03'
  await pool.query('DELETE FROM stats.page_views WHERE day = $1', [full])
  await pool.query(
    `INSERT INTO stats.page_views (day, path, views)
     SELECT $1::date, '/flooded-' || n, 1 + n % 97 FROM generate_series(1, $2::int) AS n
     UNION ALL SELECT $1::date, $3, 123456`,
    [full, maxPathsPerDay, otherPagesPath],
  )
  const headers = { authorization: `JWT ${adminToken}`, 'user-agent': phoneBrowser }
  const timed = async (path: string) => {
    const started = performance.now()
    const response = await fetch(`${baseUrl}${path}`, { headers })
    const body = await response.text()
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return { ms: Math.round(performance.now() - started), body }
  }
  // Once unmeasured: the admin's first render compiles its views.
  await timed(`/admin/campaigns?from=${full}&to=${full}`)
  const before = residentMb(serverPid)
  resetPeak(serverPid)
  const report = await timed(`/admin/campaigns?from=${full}&to=${full}`)
  const extraMb = Math.max(0, Math.round(peakMb(serverPid) - before))
  const csv = await timed(`/api/campaign-report.csv?from=${full}&to=${full}`)
  return {
    sent: result.requests.sent,
    answered: result['2xx'],
    perSecond: Math.round(result.requests.average),
    pathsBefore,
    pathsAfter,
    cap: maxPathsPerDay,
    reportAtCap: {
      ms: report.ms,
      htmlKb: Math.round(Buffer.byteLength(report.body) / 1024),
      extraMb,
    },
    csvAtCap: {
      ms: csv.ms,
      kb: Math.round(Buffer.byteLength(csv.body) / 1024),
      lines: csv.body.trim().split('\n').length,
    },
  }
}
