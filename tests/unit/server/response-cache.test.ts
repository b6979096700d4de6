import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { siteFrontOptions } from './site-front-options'
import { createFront } from '@/server/front'
import {
  createAssetCache,
  createPageCache,
  type ResponseCacheOptions,
} from '@/server/response-cache'

import { rawGet } from '../../helpers/raw-get'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/** What the app answers a path with; a published page by default, as Next serves one from its cache. */
type Answer = { status?: number; headers?: OutgoingHttpHeaders; streamed?: boolean }

const published: OutgoingHttpHeaders = {
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=31536000',
  'content-type': 'text/html; charset=utf-8',
}

/**
 * The front with a page cache and an asset cache, in front of an app that counts the requests reaching it and
 * answers each with its number (gzipped when asked), so that a page answered from memory shows.
 */
async function frontedApp(
  answers: Record<string, Answer> = {},
  options: Partial<ResponseCacheOptions> = {},
) {
  let reached = 0
  const pageCache = createPageCache({
    ttlMs: 60_000,
    maxEntries: 50,
    maxBytes: 1024 * 1024,
    ...options,
  })
  const server = createServer(
    createFront(
      (request, response) => {
        reached += 1
        const answer = answers[(request.url ?? '/').split('?')[0]] ?? {}
        const text = `render ${reached} of ${request.url}`
        const gzip = /gzip/.test(String(request.headers['accept-encoding']))
        const body = gzip ? gzipSync(text) : Buffer.from(text)
        response.statusCode = answer.status ?? 200
        for (const [name, value] of Object.entries(answer.headers ?? published)) {
          response.setHeader(name, value as string)
        }
        if (gzip) response.setHeader('content-encoding', 'gzip')
        if (answer.streamed) {
          response.write(body.subarray(0, 5))
          setTimeout(() => response.end(body.subarray(5)), 5)
        } else response.end(body)
      },
      { ...siteFrontOptions, pageCache, assetCache: createAssetCache() },
    ),
  )
  servers.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, pageCache, reached: () => reached }
}

describe("the front's page cache", () => {
  it('answers a published page from memory after the first visit, headers and all', async () => {
    const app = await frontedApp({ '/products/vas': { streamed: true } })
    const first = await rawGet(`${app.url}/products/vas`)
    const second = await rawGet(`${app.url}/products/vas`)
    expect(app.reached()).toBe(1)
    expect(second.text).toBe(first.text)
    expect(second.text).toBe('render 1 of /products/vas')
    expect(second.headers['cache-control']).toBe('s-maxage=31536000')
    expect(second.headers['content-length']).toBe(String(first.text.length))
    expect(second.headers.date).toBeTruthy()
  })

  it('keeps the gzipped and the plain page apart', async () => {
    const app = await frontedApp()
    const plain = await rawGet(`${app.url}/`)
    const zipped = await rawGet(`${app.url}/`, { 'accept-encoding': 'gzip, deflate' })
    const zippedAgain = await rawGet(`${app.url}/`, { 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zippedAgain.headers['content-encoding']).toBe('gzip')
    expect(zippedAgain.text).toBe('render 2 of /')
    expect(plain.text).toBe('render 1 of /')
    const plainAgain = await rawGet(`${app.url}/`)
    expect(plainAgain.headers['content-encoding']).toBeUndefined()
    expect(plainAgain.text).toBe('render 1 of /')
    expect(app.reached()).toBe(2)
  })

  it('lets a page go after its lifetime, one request fetching it while the others get the copy', async () => {
    const app = await frontedApp({}, { ttlMs: 50 })
    await rawGet(`${app.url}/about`)
    await new Promise((done) => setTimeout(done, 80))
    const refreshed = await rawGet(`${app.url}/about`)
    expect(refreshed.text).toBe('render 2 of /about')
    expect((await rawGet(`${app.url}/about`)).text).toBe('render 2 of /about')
    expect(app.reached()).toBe(2)
  })

  it('forgets every page when cleared (this instance expired a cache tag)', async () => {
    const app = await frontedApp()
    await rawGet(`${app.url}/careers`)
    app.pageCache.clear()
    expect((await rawGet(`${app.url}/careers`)).text).toBe('render 2 of /careers')
  })

  it('does not keep a page that was being rendered when it was cleared', async () => {
    const app = await frontedApp({ '/careers': { streamed: true } })
    const underWay = rawGet(`${app.url}/careers`)
    while (app.reached() === 0) await new Promise((done) => setTimeout(done, 1))
    app.pageCache.clear()
    expect((await underWay).text).toBe('render 1 of /careers')
    expect((await rawGet(`${app.url}/careers`)).text).toBe('render 2 of /careers')
  })

  it.each([
    ['a 404', { status: 404 }],
    ['a redirect', { status: 307, headers: { ...published, location: '/fr' } }],
    ['a page that sets a cookie', { headers: { ...published, 'set-cookie': 'a=b' } }],
    [
      'a private page (preview)',
      { headers: { ...published, 'cache-control': 'private, no-store' } },
    ],
    ['a page rendered per request', { headers: { 'cache-control': 'no-store' } }],
    ['a stale page', { headers: { ...published, 'x-nextjs-cache': 'STALE' } }],
  ] satisfies [string, Answer][])('never keeps %s', async (_name, answer) => {
    const app = await frontedApp({ '/page': answer })
    await rawGet(`${app.url}/page`)
    await rawGet(`${app.url}/page`)
    expect(app.reached()).toBe(2)
  })

  it.each([
    ['a staff session', '/about', { cookie: 'lang=fr; payload-token=abc' }],
    ['preview (draft mode)', '/about', { cookie: '__prerender_bypass=1' }],
    ['a client navigation', '/about', { rsc: '1' }],
    ['a prefetch', '/about', { 'next-router-prefetch': '1' }],
    ['a conditional request', '/about', { 'if-none-match': '"x"' }],
    ['the API', '/api/products', {}],
    ['the admin', '/admin', {}],
    ["Next's files", '/_next/static/chunk.js', {}],
  ])('always passes %s on to the app', async (_name, path, headers) => {
    const app = await frontedApp()
    await rawGet(`${app.url}${path}`, headers)
    await rawGet(`${app.url}${path}`, headers)
    expect(app.reached()).toBe(2)
  })

  it('passes HEAD requests on', async () => {
    const app = await frontedApp()
    await rawGet(`${app.url}/about`)
    await rawGet(`${app.url}/about`, {}, 'HEAD')
    expect(app.reached()).toBe(2)
  })

  it('keeps at most its number of pages, dropping the oldest', async () => {
    const app = await frontedApp({}, { maxEntries: 2 })
    for (const path of ['/a', '/b', '/c']) await rawGet(`${app.url}${path}`)
    expect((await rawGet(`${app.url}/c`)).text).toBe('render 3 of /c')
    expect((await rawGet(`${app.url}/a`)).text).toBe('render 4 of /a')
  })
})

/** A build file as Next serves one: never changing under its name. */
const buildFile: OutgoingHttpHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-type': 'application/javascript; charset=UTF-8',
  'x-content-type-options': 'nosniff',
}
const script = '/_next/static/chunks/app-1a2b3c.js'

describe("the front's asset cache", () => {
  it("answers a build file from memory after the first request, Next's headers and all, whatever its query", async () => {
    const app = await frontedApp({ [script]: { headers: buildFile, streamed: true } })
    const first = await rawGet(`${app.url}${script}`, { 'accept-encoding': 'gzip' })
    const second = await rawGet(`${app.url}${script}?dpl=1`, { 'accept-encoding': 'gzip' })
    expect(app.reached()).toBe(1)
    expect(second.text).toBe(`render 1 of ${script}`)
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['content-type']).toBe(first.headers['content-type'])
    const plain = await rawGet(`${app.url}${script}`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(`render 2 of ${script}`)
    expect(app.reached()).toBe(2)
  })

  it('keeps only immutable files answered 200, and passes range and conditional requests on', async () => {
    const missing = '/_next/static/chunks/missing.js'
    const changing = '/_next/static/chunks/changing.js'
    const app = await frontedApp({
      [script]: { headers: buildFile },
      [missing]: { status: 404, headers: buildFile },
      [changing]: { headers: { 'cache-control': 'public, max-age=0' } },
    })
    for (const path of [missing, missing, changing, changing]) await rawGet(`${app.url}${path}`)
    expect(app.reached()).toBe(4)
    await rawGet(`${app.url}${script}`)
    await rawGet(`${app.url}${script}`, { range: 'bytes=0-3' })
    await rawGet(`${app.url}${script}`, { 'if-none-match': '"x"' })
    await rawGet(`${app.url}${script}`, {}, 'HEAD')
    expect(app.reached()).toBe(8)
    expect((await rawGet(`${app.url}${script}`)).text).toBe(`render 5 of ${script}`)
  })

  it('keeps nothing outside the build files, and the page cache nothing among them', async () => {
    const app = await frontedApp({
      '/_next/image': { headers: buildFile },
      [script]: { headers: { ...published, ...buildFile } },
    })
    for (const path of ['/_next/image?url=/a.png', '/_next/image?url=/a.png']) {
      await rawGet(`${app.url}${path}`)
    }
    expect(app.reached()).toBe(2)
    await rawGet(`${app.url}${script}`)
    expect((await rawGet(`${app.url}${script}`)).text).toBe(`render 3 of ${script}`)
    expect(app.reached()).toBe(3)
  })

  it('stays kept when the page cache is cleared (a publish does not change the build)', async () => {
    const app = await frontedApp({ [script]: { headers: buildFile } })
    await rawGet(`${app.url}${script}`)
    app.pageCache.clear()
    expect((await rawGet(`${app.url}${script}`)).text).toBe(`render 1 of ${script}`)
    expect(app.reached()).toBe(1)
  })
})
