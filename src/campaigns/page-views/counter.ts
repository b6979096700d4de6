import type { IncomingMessage, ServerResponse } from 'node:http'

import { isbot } from 'isbot'

import { countedPath } from './counted-path'

/**
 * Page views, counted by the front where every request passes (pages its cache answers too):
 * per path and day (UTC), in memory, and added to `stats.page_views` every few seconds in one
 * statement. Each instance adds its own counts, so instances add up. No cookie, no address, nothing
 * in the browser: a view is a count.
 */
export type ViewCounter = {
  /** Counts the request as a view of its path if it is one and its page is served (200). */
  count: (request: IncomingMessage, pathname: string, response: ServerResponse) => void
  /** Adds the counts held so far to the database (kept for the next flush if it fails). */
  flush: () => Promise<void>
  /** Stops the timer and flushes what is left. */
  stop: () => Promise<void>
}

/** How many path-days one instance holds while the database cannot take them. */
const maxHeldCounts = 10_000

/**
 * The most paths stored for one day. Views of further paths that day add up under
 * `otherPagesPath`: whatever a flood of made-up addresses does, a day's rows stay bounded.
 */
export const maxPathsPerDay = 5000

/** The row a day's views beyond its `maxPathsPerDay` paths are counted in. No path looks so. */
export const otherPagesPath = '(other)'

/**
 * Whether a request is a visitor's view of a page: a GET of its HTML, or of its data for a move
 * made in the page (Next's RSC request), by a browser that is no known bot. Prefetches (Next's,
 * or the browser's speculation) and HEAD requests are no views.
 */
export function isPageView(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false
  const { headers } = request
  if (headers['next-router-prefetch'] !== undefined) return false
  const purpose = `${headers.purpose ?? ''} ${headers['sec-purpose'] ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return false
  const agent = headers['user-agent']
  return agent !== undefined && agent !== '' && !isbot(agent)
}

/**
 * Adds a flush's counts. A path already stored for its day adds to its row; new paths are stored
 * while the day has room, the most viewed first, and the rest add to the day's other row. Under a
 * lock, so that instances flushing together never pass the limit between them.
 */
const addCounts = `
  WITH incoming AS (
    SELECT day, path, views FROM unnest($1::date[], $2::text[], $3::bigint[]) AS t(day, path, views)
  ), known AS (
    SELECT incoming.*, stored.path IS NOT NULL AS stored,
      row_number() OVER (
        PARTITION BY incoming.day, stored.path IS NULL ORDER BY incoming.views DESC, incoming.path
      ) AS rank
    FROM incoming LEFT JOIN stats.page_views stored USING (day, path)
  ), room AS (
    SELECT day, $4::int - count(*) FILTER (WHERE path <> $5) AS room
    FROM stats.page_views WHERE day = ANY ($1::date[]) GROUP BY day
  ), counted AS (
    SELECT known.day,
      CASE WHEN stored OR rank <= coalesce(room.room, $4::int) THEN path ELSE $5 END AS path,
      sum(views) AS views
    FROM known LEFT JOIN room USING (day) GROUP BY 1, 2
  )
  INSERT INTO stats.page_views (day, path, views) SELECT day, path, views FROM counted
  ON CONFLICT (day, path) DO UPDATE SET views = stats.page_views.views + excluded.views`

/** Where the counts are stored: a pool of PostgreSQL connections (pg's Pool). */
export type CountStore = {
  connect: () => Promise<{
    query: (text: string, values?: unknown[]) => Promise<unknown>
    release: (destroy?: boolean) => void
  }>
}

export function createViewCounter(
  pool: CountStore,
  { flushEveryMs = 5000, onError = (_error: unknown) => {}, now = () => new Date() } = {},
): ViewCounter {
  let held = new Map<string, number>()
  const add = (key: string, views: number) => {
    if (!held.has(key) && held.size >= maxHeldCounts) {
      key = `${key.split('\t')[0]}\t${otherPagesPath}`
    }
    held.set(key, (held.get(key) ?? 0) + views)
  }

  async function flush() {
    if (held.size === 0) return
    const taken = held
    held = new Map()
    const days: string[] = []
    const paths: string[] = []
    const views: number[] = []
    for (const [key, count] of taken) {
      const [day, path] = key.split('\t')
      days.push(day)
      paths.push(path)
      views.push(count)
    }
    try {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('stats.page_views'))`)
        await client.query(addCounts, [days, paths, views, maxPathsPerDay, otherPagesPath])
        await client.query('COMMIT')
        client.release()
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        // A connection that failed mid-transaction is not given back to the pool.
        client.release(true)
        throw error
      }
    } catch (error) {
      for (const [key, count] of taken) add(key, count)
      onError(error)
    }
  }

  const timer = setInterval(() => void flush(), flushEveryMs)
  timer.unref()

  return {
    count(request, pathname, response) {
      const path = countedPath(pathname)
      if (path === undefined || !isPageView(request)) return
      response.once('finish', () => {
        // The page was served: not a redirect, not missing, not an error.
        if (response.statusCode !== 200) return
        add(`${now().toISOString().slice(0, 10)}\t${path}`, 1)
      })
    },
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}
