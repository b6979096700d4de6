import { randomUUID } from 'node:crypto'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  createViewCounter,
  maxPathsPerDay,
  otherPagesPath,
  type ViewCounter,
} from '@/campaigns/page-views/counter'
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
async function instance(now?: () => Date): Promise<{ url: string; views: ViewCounter }> {
  const views = createViewCounter(postgres(payload).pool, { flushEveryMs: 60_000, now })
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
      connect: () => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : pool.connect()),
    }
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

  it('counts only the addresses the site publishes, each under one path however it is written', async () => {
    const marker = Date.now().toString(36)
    const landing = `/ussd-ghana-${marker}`
    const { url, views } = await instance()
    const escaped = (path: string) =>
      path.replace(/[a-z]/g, (letter) => `%${letter.charCodeAt(0).toString(16)}`)
    const paths = [
      landing,
      // Copies of the same page: each letter escaped, or only one.
      escaped(landing),
      `/%75ssd-ghana-${marker}`,
      `/fr${landing}`,
      `/fr/${escaped(landing.slice(1))}`,
      // Every market report link is one address.
      `/market-report/${randomUUID()}`,
      `/market-report/${randomUUID()}`,
      `/fr/market-report/${randomUUID()}`,
      // None of these is an address the site publishes.
      `/thank-you/quote`,
      `/fr/thank-you/contact`,
      `/careers/%2e%2e`,
      `/careers/.`,
      `${landing}/%2F`,
      `/USSD-Ghana-${marker}`,
      `/${marker}.php`,
      `/wp-admin/${marker}`,
      `//${marker}`,
      `/%25${marker}`,
      // The admin, with the query its sign-in adds.
      `/admin?redirect=%2Fadmin%2Fcollections%2F${marker}`,
      '/admin',
    ]
    const pool = postgres(payload).pool
    const storedPaths = async () =>
      new Set(
        (await pool.query<{ path: string }>('SELECT DISTINCT path FROM stats.page_views')).rows.map(
          (row) => row.path,
        ),
      )
    const before = await storedPaths()
    const reports = await storedViews('/market-report')
    // Sent as written: fetch would resolve the dots and slashes first.
    const { port } = new URL(url)
    for (const path of paths) {
      await new Promise((answered, failed) =>
        request(
          { host: '127.0.0.1', port, path, headers: { 'user-agent': phoneBrowser } },
          (response) => response.resume().on('end', answered),
        )
          .on('error', failed)
          .end(),
      )
    }
    await expect
      .poll(async () => {
        await views.flush()
        return storedViews(landing)
      })
      .toBe(3)
    await views.stop()
    expect(await storedViews(`/fr${landing}`)).toBe(2)
    expect(await storedViews('/market-report')).toBe(reports + 2)
    const added = [...(await storedPaths())].filter((path) => !before.has(path))
    expect(added.filter((path) => !path.includes('market-report')).sort()).toEqual(
      [landing, `/fr${landing}`].sort(),
    )
    expect(
      added
        .filter((path) => path.includes('market-report'))
        .every((path) => /^(\/fr)?\/market-report$/.test(path)),
    ).toBe(true)
  })

  it(`stores at most ${maxPathsPerDay} paths a day, the views of further paths under one other row`, async () => {
    // A day of its own, long past, already holding all but three paths of its limit.
    const day = '2025-03-14'
    const pool = postgres(payload).pool
    await pool.query(`DELETE FROM stats.page_views WHERE day = $1`, [day])
    await pool.query(
      `INSERT INTO stats.page_views (day, path, views)
       SELECT $1, '/stored-' || n, 1 FROM generate_series(1, $2::int) AS n`,
      [day, maxPathsPerDay - 3],
    )
    const [first, second] = [
      await instance(() => new Date(`${day}T12:00:00Z`)),
      await instance(() => new Date(`${day}T12:00:00Z`)),
    ]
    const view = (server: { url: string }, path: string) =>
      fetch(`${server.url}${path}`, { headers: { 'user-agent': phoneBrowser } })
    // An anonymous flood of new addresses through two instances, and a page already stored.
    await Promise.all([
      ...Array.from({ length: 40 }, (_, n) => view(n % 2 ? first : second, `/flood-${n}`)),
      view(first, '/flood-0'),
      view(first, '/flood-0'),
      view(second, '/stored-1'),
    ])
    const perDay = async () => {
      // One after the other: the first holds '/flood-0' twice, its most viewed new path, and
      // takes a free row for it; flushed together, the second's twenty paths of one view each
      // could take the three free rows first.
      await first.views.flush()
      await second.views.flush()
      const { rows } = await pool.query<{ paths: number; views: string; other: string | null }>(
        `SELECT count(*) FILTER (WHERE path <> $2)::int AS paths, sum(views) AS views,
           sum(views) FILTER (WHERE path = $2) AS other
         FROM stats.page_views WHERE day = $1`,
        [day, otherPagesPath],
      )
      return rows[0]
    }
    await expect.poll(async () => Number((await perDay()).views)).toBe(maxPathsPerDay - 3 + 43)
    const { paths, other } = await perDay()
    expect(paths).toBe(maxPathsPerDay)
    // The most viewed new path kept its row; 37 new paths' views went to the other row.
    expect(await storedViews('/flood-0')).toBeGreaterThanOrEqual(3)
    expect(Number(other)).toBe(37)
    expect(await storedViews('/stored-1')).toBe(2)
    await first.views.stop()
    await second.views.stop()
  })
})
