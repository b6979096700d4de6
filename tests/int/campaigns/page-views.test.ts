import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createViewCounter, type ViewCounter } from '@/campaigns/page-views/counter'
import { postgres } from '@/server/database/adapter'
import { createFront } from '@/server/front'
import { bodyLimitOf } from '@/submissions/pipeline/body-limits'

import { testPayload } from '../../helpers/payload'
import { crawler, phoneBrowser } from '../../helpers/user-agents'

let payload: Payload
const servers: Server[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
})

/**
 * One instance: the site's front, counting views, before an app that serves every page as HTML
 * (its navigation data for an RSC request) and answers 404 under /missing.
 */
async function instance(): Promise<{ url: string; views: ViewCounter }> {
  const views = createViewCounter(postgres(payload).pool, { flushEveryMs: 60_000 })
  const server = createServer(
    createFront(
      (request, response) => {
        if (request.url?.startsWith('/missing')) {
          response.writeHead(404, { 'content-type': 'text/html' }).end('Not found')
          return
        }
        const type = request.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8'
        response.writeHead(200, { 'content-type': type }).end('page')
      },
      { bodyLimitOf, trustedProxyHops: 0, pageViews: views },
    ),
  )
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  servers.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, views }
}

async function storedViews(path: string): Promise<number> {
  const { rows } = await postgres(payload).pool.query<{ views: string }>(
    'SELECT coalesce(sum(views), 0) AS views FROM stats.page_views WHERE path = $1',
    [path],
  )
  return Number(rows[0].views)
}

describe('page views', () => {
  it('counts the page loads and moves of two instances, which add up, and nothing else', async () => {
    const path = `/ussd-ghana-${Date.now().toString(36)}`
    const [first, second] = [await instance(), await instance()]
    const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(url, { method, headers: { 'user-agent': phoneBrowser, ...headers } })

    await Promise.all([
      ...Array.from({ length: 30 }, () => get(`${first.url}${path}?utm_source=linkedin`)),
      ...Array.from({ length: 20 }, () => get(`${second.url}${path}`)),
      // A move made in the page: its navigation data.
      get(`${second.url}${path}?_rsc=1a2b`, { rsc: '1' }),
      // No views: a bot, no browser at all, prefetches, a HEAD, a page that is not there, the API.
      get(`${first.url}${path}`, { 'user-agent': crawler }),
      get(`${first.url}${path}`, { 'user-agent': '' }),
      get(`${first.url}${path}?_rsc=1`, { rsc: '1', 'next-router-prefetch': '1' }),
      get(`${first.url}${path}`, { 'sec-purpose': 'prefetch' }),
      get(`${first.url}${path}`, {}, 'HEAD'),
      get(`${first.url}/missing${path}`),
      get(`${first.url}/api${path}`),
      get(`${first.url}/robots.txt`),
    ])
    expect(await storedViews(path)).toBe(0)
    // A view is counted as its response finishes on the server, which may be just after the
    // client has read it.
    const flushed = async () => {
      await Promise.all([first.views.flush(), second.views.flush()])
      return storedViews(path)
    }
    await expect.poll(flushed).toBe(51)

    await get(`${first.url}${path}`)
    await expect.poll(flushed).toBe(52)
    await first.views.stop()
    await second.views.stop()
    expect(await storedViews(path)).toBe(52)
  })

  it('keeps the counts while the database cannot take them, and stores them once it can', async () => {
    const path = `/kept-${Date.now().toString(36)}`
    let down = true
    const pool = postgres(payload).pool
    const failing = {
      query: (...args: Parameters<typeof pool.query>) =>
        down ? Promise.reject(new Error('connect ECONNREFUSED')) : pool.query(...args),
    } as unknown as typeof pool
    const views = createViewCounter(failing, { flushEveryMs: 60_000 })
    const server = createServer(
      createFront(
        (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(),
        { bodyLimitOf, trustedProxyHops: 0, pageViews: views },
      ),
    )
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    servers.push(server)
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`
    for (let view = 0; view < 3; view++)
      await fetch(url, { headers: { 'user-agent': phoneBrowser } })

    await views.flush()
    expect(await storedViews(path)).toBe(0)
    down = false
    await expect
      .poll(async () => {
        await views.flush()
        return storedViews(path)
      })
      .toBe(3)
    await views.stop()
    expect(await storedViews(path)).toBe(3)
  })
})
