/**
 * The production server (`npm start`): Next.js, with the front (front.ts) in front of every
 * request. Takes the same options as `next start`: -p/--port (or PORT), -H/--hostname.
 *
 *   node --import tsx src/production-server.ts -p 3000
 */
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'

import next from 'next'
import type { Pool } from 'pg'

import { chosenHomePage } from '@/lib/site/language-choice'
import { siteUrl, trustedProxyHops } from '@/server/env'

import { createViewCounter } from '@/campaigns/page-views/counter'
import { databasePoolOptions, resilientPg } from '@/server/database/pool'
import { createFront } from '@/server/front'
import { createAssetCache, createPageCache } from '@/server/response-cache'
import { whenCacheTagsExpire } from '@/server/shared-cache/shared-cache.mjs'
import { installTestClock, withTestClockEndpoint } from '@/server/test-clock'
import { bodyLimitOf, refusesLargeBody } from '@/submissions/pipeline/body-limits'

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname ?? '0.0.0.0'

// The app trusts the client address header only because this front sets it on every request.
process.env.CLIENT_ADDRESS_FROM_FRONT = 'true'

installTestClock(siteUrl())

const app = next({ dev: false, hostname, port, dir: process.cwd() })
await app.prepare()
const handle = app.getRequestHandler()
// PAGE_VIEWS=off counts none (the bench measures what counting costs).
const pageViews =
  process.env.PAGE_VIEWS === 'off'
    ? undefined
    : createViewCounter(new resilientPg.Pool({ ...databasePoolOptions(), max: 1 }) as Pool, {
        onError: (error) => console.warn(`Page views not stored yet, kept for later: ${error}`),
      })
const pageCache = createPageCache()
whenCacheTagsExpire(() => pageCache.clear())
const server = createServer(
  withTestClockEndpoint(
    createFront((request, response) => void handle(request, response), {
      bodyLimitOf,
      refusesLargeBody,
      visitorRedirect: chosenHomePage,
      trustedProxyHops: trustedProxyHops(),
      pageCache,
      assetCache: createAssetCache(),
      pageViews,
    }),
  ),
)
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname}:${port}`)
})

/**
 * Stops taking connections, lets the requests under way finish (10 s at most), stores the page
 * views counted since the last flush, then exits.
 */
function shutDown() {
  server.close(() => void (pageViews?.stop() ?? Promise.resolve()).finally(() => process.exit(0)))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.once('SIGTERM', shutDown)
process.once('SIGINT', shutDown)
