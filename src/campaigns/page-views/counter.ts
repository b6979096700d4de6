import type { IncomingMessage, ServerResponse } from 'node:http'

import { isbot } from 'isbot'
import type { Pool } from 'pg'

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

/** A path longer than this is no page of the site's. */
const maxPathLength = 200
/** How many path-days one instance holds while the database cannot take them. */
const maxHeldCounts = 10_000

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

/** A file (robots.txt, an icon, an image): no page of the site has a dot in its last segment. */
const isFile = (pathname: string) => /\.[^/]*$/.test(pathname)

export function createViewCounter(
  pool: Pick<Pool, 'query'>,
  { flushEveryMs = 5000, onError = (_error: unknown) => {} } = {},
): ViewCounter {
  let held = new Map<string, number>()
  const add = (key: string, views: number) => {
    if (!held.has(key) && held.size >= maxHeldCounts) return
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
      await pool.query(
        `INSERT INTO stats.page_views (day, path, views)
         SELECT * FROM unnest($1::date[], $2::text[], $3::bigint[])
         ON CONFLICT (day, path) DO UPDATE SET views = stats.page_views.views + excluded.views`,
        [days, paths, views],
      )
    } catch (error) {
      for (const [key, count] of taken) add(key, count)
      onError(error)
    }
  }

  const timer = setInterval(() => void flush(), flushEveryMs)
  timer.unref()

  return {
    count(request, pathname, response) {
      if (pathname.length > maxPathLength || isFile(pathname) || !isPageView(request)) return
      response.once('finish', () => {
        // The page was served: not a redirect, not missing, not an error.
        if (response.statusCode !== 200) return
        add(`${new Date().toISOString().slice(0, 10)}\t${pathname}`, 1)
      })
    },
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}
