import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { siteFrontOptions } from './site-front-options'
import { createFront } from '@/server/front'
import { paintFirstPage, queuedScripts } from '@/server/paint-first'
import { createPageCache } from '@/server/response-cache'

import { rawGet } from '../../helpers/raw-get'

/** The shape of the pages Next writes: scripts in the head, the app's own at the end. */
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<title>About</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><h1>About us</h1></main>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>'

describe('paint first: the page as rewritten', () => {
  it('queues every async script of the build instead of fetching it, and drops their preload', () => {
    const rewritten = paintFirstPage(page)
    expect(rewritten).not.toMatch(/<script src="[^"]+" async="">/)
    expect(rewritten).not.toContain('rel="preload" as="script"')
    expect(queuedScripts(rewritten)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/main.js',
    ])
  })

  it('loads the queue from the top of the head, before any call to it', () => {
    const rewritten = paintFirstPage(page)
    const loaderAt = rewritten.indexOf('self.__afterPaint=')
    expect(loaderAt).toBeGreaterThan(rewritten.indexOf('<head>'))
    expect(loaderAt).toBeLessThan(rewritten.indexOf('<meta charSet'))
    expect(loaderAt).toBeLessThan(rewritten.indexOf('__afterPaint("'))
  })

  it('leaves the stylesheet, the inline data and the legacy polyfill as they were', () => {
    const rewritten = paintFirstPage(page)
    expect(rewritten).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"')
    expect(rewritten).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">')
    expect(rewritten).toContain('<main><h1>About us</h1></main>')
  })

  it("leaves Next's shell for a page rendered in the browser as it is: it has nothing to paint", () => {
    const shell = page.replace('<html lang="en">', '<html id="__next_error__">')
    expect(paintFirstPage(shell)).toBe(shell)
  })

  it('leaves a script from elsewhere alone', () => {
    const other = '<head><script src="https://example.org/x.js" async=""></script></head>'
    expect(paintFirstPage(other)).toContain('<script src="https://example.org/x.js" async="">')
  })
})

/** Next's 404 page when a page calls notFound(): an empty body, drawn by the scripts. */
const shell = page
  .replace('<html lang="en">', '<html id="__next_error__">')
  .replace('<title>About</title>', '<title>À propos</title>')
  .replace('<main><h1>About us</h1></main>', '<div hidden=""></div>')

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

type Seen = { acceptEncoding?: string }

/**
 * The front with a page cache before an app that writes the page above as Next does: plain (the
 * front asks it so), with its length, in pieces cut inside a tag and inside a character.
 */
async function frontedApp(answer: 'page' | 'shell' | 'json' | 'not modified' = 'page') {
  const seen: Seen[] = []
  const pageCache = createPageCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1024 * 1024 })
  const server = createServer(
    createFront(
      (request, response) => {
        seen.push({ acceptEncoding: request.headers['accept-encoding'] })
        if (answer === 'not modified') {
          response.writeHead(304, { 'content-type': 'text/html; charset=utf-8', etag: '"1"' })
          return response.end()
        }
        if (answer === 'json') {
          const body = JSON.stringify({ ok: true })
          response.writeHead(200, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          })
          return response.end(body)
        }
        const body = Buffer.from(answer === 'shell' ? shell : page.replace('About us', 'À propos'))
        response.statusCode = 200
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.setHeader('content-length', body.length)
        response.setHeader('x-nextjs-cache', 'HIT')
        const cuts = [body.indexOf('async=""></script><title>') + 3, body.indexOf('À') + 1]
        response.write(body.subarray(0, cuts[0]))
        response.write(body.subarray(cuts[0], cuts[1]))
        setTimeout(() => response.end(body.subarray(cuts[1])), 5)
      },
      { ...siteFrontOptions, pageCache },
    ),
  )
  servers.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

describe('paint first: the front', () => {
  it('asks Next for the page uncompressed, rewrites it as it streams and gzips it itself', async () => {
    const app = await frontedApp()
    const zipped = await rawGet(`${app.url}/about`, { 'accept-encoding': 'gzip, br' })
    expect(app.seen[0].acceptEncoding).toBe('identity')
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers['content-length']).toBeUndefined()
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(zipped.text).toBe(paintFirstPage(page.replace('About us', 'À propos')))
  })

  it('sends the rewritten page plain to a client that takes no gzip', async () => {
    const app = await frontedApp()
    const plain = await rawGet(`${app.url}/about`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(paintFirstPage(page.replace('About us', 'À propos')))
  })

  it('keeps the rewritten page in the page cache', async () => {
    const app = await frontedApp()
    await rawGet(`${app.url}/about`, { 'accept-encoding': 'gzip' })
    const fromMemory = await rawGet(`${app.url}/about`, { 'accept-encoding': 'gzip' })
    expect(app.seen).toHaveLength(1)
    expect(fromMemory.text).toBe(paintFirstPage(page.replace('About us', 'À propos')))
  })

  it("sends Next's shell for a page rendered in the browser with its scripts as they were", async () => {
    const app = await frontedApp('shell')
    const answer = await rawGet(`${app.url}/no-such-page`, { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.text).toBe(shell)
  })

  it('passes another answer to a page address through, gzipped for a client that takes it', async () => {
    const app = await frontedApp('json')
    const answer = await rawGet(`${app.url}/sitemap.json`, { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(answer.text)).toEqual({ ok: true })
  })

  it('answers "not modified" as Next did, with no body and no encoding', async () => {
    const app = await frontedApp('not modified')
    const answer = await rawGet(`${app.url}/about`, {
      'accept-encoding': 'gzip',
      'if-none-match': '"1"',
    })
    expect(answer.status).toBe(304)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.text).toBe('')
  })

  it.each([
    ['the API', '/api/products', {}],
    ['the admin', '/admin', {}],
    ["Next's files", '/_next/static/chunks/main.js', {}],
    ['a client navigation', '/about', { rsc: '1' }],
  ])('leaves %s to Next, compression and all', async (_name, path, headers) => {
    const app = await frontedApp()
    const answer = await rawGet(`${app.url}${path}`, { 'accept-encoding': 'gzip', ...headers })
    expect(app.seen[0].acceptEncoding).toBe('gzip')
    expect(answer.text).toContain('<script src="/_next/static/chunks/page.js" async="">')
  })
})
