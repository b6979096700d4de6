import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { maxFormBodyBytes } from '@/submissions/pipeline/limits'
import { bodyLimitOf, maxJsonBodyBytes } from '@/submissions/pipeline/body-limits'
import { countedAddress } from '@/server/client-address'
import { siteFrontOptions } from './site-front-options'
import { createFront, type FrontOptions } from '@/server/front'
import { defaultLargeBodyLimits } from '@/server/large-bodies'

type Seen = { address?: string; bytes: number }

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/**
 * The front in front of an app that reads each body whole, as Payload's REST routes do, and
 * answers with how much it read; `seen` lists what reached the app.
 */
async function frontedApp(options: Partial<FrontOptions> = {}, appDelayMs = 0) {
  const seen: Seen[] = []
  const server = createServer(
    createFront(
      (request, response) => {
        let bytes = 0
        request.on('data', (chunk: Buffer) => (bytes += chunk.length))
        request.on('end', () => {
          const address = request.headers['x-client-address'] as string
          seen.push({ address, bytes })
          setTimeout(() => response.end(JSON.stringify({ address, bytes })), appDelayMs)
        })
      },
      // Refused bodies are drained for a moment, not the production's 5 s (which one test keeps).
      { ...siteFrontOptions, refusedBodyDrainMs: 300, ...options },
    ),
  )
  servers.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

/**
 * A raw request, so that bodies can be sent without a length or stopped half way. With
 * `readAfterSending`, the answer is read only once every chunk is sent, as simple clients do.
 */
function send(
  url: string,
  path: string,
  { headers = {}, chunks = [] as Buffer[], method = 'POST', readAfterSending = false } = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method, headers }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
      )
    })
    request.on('error', reject)
    if (readAfterSending) request.once('socket', (socket) => socket.pause())
    const write = async () => {
      for (const chunk of chunks) {
        if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained))
        if (request.destroyed) return
      }
      request.end()
      request.socket?.resume()
    }
    write().catch(reject)
  })
}

const json = (bytes: number) => Buffer.alloc(bytes, 'a')

describe('the client address the app is given', () => {
  it('is the connection, whatever X-Forwarded-For or X-Client-Address the client writes', async () => {
    const app = await frontedApp()
    const answer = await send(app.url, '/api/forms/contact', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-client-address': '198.51.100.1' },
    })
    expect(JSON.parse(answer.body).address).toBe('127.0.0.1')
  })

  it('is the entry the trusted proxy appended, never one the client wrote before it', async () => {
    const app = await frontedApp({ trustedProxyHops: 1 })
    const answer = await send(app.url, '/', {
      method: 'GET',
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.23' },
    })
    expect(JSON.parse(answer.body).address).toBe('198.51.100.23')
  })

  it('falls back to the connection when fewer proxies than trusted forwarded the request', async () => {
    const app = await frontedApp({ trustedProxyHops: 2 })
    const answer = await send(app.url, '/', {
      method: 'GET',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(JSON.parse(answer.body).address).toBe('127.0.0.1')
  })

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(countedAddress('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
    expect(countedAddress('2001:db8:aa:bb::9')).toBe('2001:db8:aa:bb::/64')
    expect(countedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(countedAddress('::ffff:192.0.2.4')).toBe('192.0.2.4')
    expect(countedAddress('192.0.2.4')).toBe('192.0.2.4')
  })
})

describe('request bodies', () => {
  it('refuses a declared length over the route limit with 413 and JSON, before reading any of it', async () => {
    const app = await frontedApp()
    const answer = await send(app.url, '/api/contact-submissions', {
      headers: { 'content-type': 'application/json', 'content-length': String(100_000_000) },
      chunks: Array.from({ length: 400 }, () => json(64 * 1024)),
      readAfterSending: true,
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({
      ok: false,
      message: 'The request is too large: at most 0.5 MB can be sent here.',
    })
    expect(app.seen).toEqual([])
  })

  it('answers a browser posting a form with a page instead of JSON', async () => {
    const app = await frontedApp()
    const answer = await send(app.url, '/apply', {
      headers: { accept: 'text/html,*/*', 'content-length': String(60_000_000) },
    })
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('Your form was not sent')
  })

  it('refuses a body sent without a length as soon as it passes the limit', async () => {
    const app = await frontedApp()
    const answer = await send(app.url, '/api/users/login', {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      chunks: Array.from({ length: 400 }, () => json(64 * 1024)),
      readAfterSending: true,
    })
    // The rest is drained rather than reset, so a client still sending reads the refusal.
    expect(answer.status).toBe(413)
    expect(app.seen).toEqual([])
  })

  it('drains a refused body for a few seconds at most, then closes the connection', async () => {
    const app = await frontedApp({ refusedBodyDrainMs: 5000 })
    const started = Date.now()
    const { status, closedAfterMs } = await new Promise<{ status?: number; closedAfterMs: number }>(
      (resolve) => {
        let status: number | undefined
        const request = httpRequest(`${app.url}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        })
        request.on('response', (response) => {
          status = response.statusCode
          response.resume()
        })
        // A client that never stops sending.
        const sending = setInterval(() => request.write(json(256 * 1024)), 20)
        request.once('close', () => {
          clearInterval(sending)
          resolve({ status, closedAfterMs: Date.now() - started })
        })
        request.on('error', () => {})
      },
    )
    expect(status).toBe(413)
    expect(closedAfterMs).toBeGreaterThanOrEqual(4500)
    expect(closedAfterMs).toBeLessThan(8000)
    expect(app.seen).toEqual([])
  }, 15_000)

  it('passes on a body sent without a length whole, once it has all arrived', async () => {
    const app = await frontedApp()
    const chunks = [json(1000), json(2000), json(3000)]
    const answer = await send(app.url, '/api/users/login', {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      chunks,
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).bytes).toBe(6000)
  })

  it('passes on a body within the limit as sent', async () => {
    const app = await frontedApp()
    const body = json(maxJsonBodyBytes)
    const answer = await send(app.url, '/api/contact-submissions', {
      headers: { 'content-length': String(body.length) },
      chunks: [body],
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).bytes).toBe(maxJsonBodyBytes)
  })

  it('reads only so many large uploads at once, asking the others to come back', async () => {
    const app = await frontedApp(
      { largeBodyLimits: { ...defaultLargeBodyLimits, total: 2, perClient: 2 } },
      300,
    )
    const upload = json(2 * 1024 * 1024)
    const sendUpload = () =>
      send(app.url, '/api/forms/job-application', {
        headers: { 'content-length': String(upload.length) },
        chunks: [upload],
      })
    const answers = await Promise.all([sendUpload(), sendUpload(), sendUpload()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503])
    const busy = answers.find((answer) => answer.status === 503)!
    expect(busy.headers['retry-after']).toBe('10')
    expect((await sendUpload()).status).toBe(200)
  })

  it('gives one client only so many of those places, so that others still upload', async () => {
    const app = await frontedApp({ trustedProxyHops: 1 }, 300)
    const upload = json(2 * 1024 * 1024)
    const sendUpload = (client: string) =>
      send(app.url, '/api/forms/job-application', {
        headers: { 'content-length': String(upload.length), 'x-forwarded-for': client },
        chunks: [upload],
      })
    const answers = await Promise.all([
      sendUpload('198.51.100.7'),
      sendUpload('198.51.100.7'),
      sendUpload('198.51.100.7'),
      sendUpload('203.0.113.9'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(
      expect.arrayContaining([200, 200, 503, 200]),
    )
    expect(answers[3].status).toBe(200)
  })

  it('drops a large body that arrives too slowly, and gives its place back', async () => {
    const app = await frontedApp({
      largeBodyLimits: {
        total: 1,
        perClient: 1,
        minimumRate: { bytesPerSecond: 100 * 1024, windowMs: 600 },
      },
    })
    const started = Date.now()
    const trickle = new Promise<string>((resolve) => {
      const request = httpRequest(`${app.url}/api/forms/job-application`, {
        method: 'POST',
        headers: { 'content-length': String(2 * 1024 * 1024) },
      })
      request.on('error', (error) => resolve(error.message))
      request.on('response', (response) => resolve(`answered ${response.statusCode}`))
      const drip = setInterval(() => request.write('a'), 100)
      request.on('close', () => clearInterval(drip))
    })
    expect(await trickle).toMatch(/socket hang up|ECONNRESET/)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(app.seen).toEqual([])

    const upload = json(2 * 1024 * 1024)
    const answer = await send(app.url, '/api/forms/job-application', {
      headers: { 'content-length': String(upload.length) },
      chunks: [upload],
    })
    expect(answer.status).toBe(200)
  })

  it('refuses a large upload unread to a caller with no session, where only staff upload', async () => {
    const app = await frontedApp()
    const upload = json(2 * 1024 * 1024)
    const sendUpload = (path: string, headers: Record<string, string> = {}) =>
      send(app.url, path, {
        headers: { 'content-length': String(upload.length), ...headers },
        chunks: [upload],
      })
    for (const path of ['/api/media', '/api/report-files', '/admin/collections/media/create']) {
      const refused = await sendUpload(path)
      expect(refused.status, path).toBe(401)
      expect(JSON.parse(refused.body).message).toBe('Sign in to upload files here.')
    }
    expect(app.seen).toEqual([])
    expect((await sendUpload('/api/media', { cookie: 'payload-token=a-session' })).status).toBe(200)
    expect((await sendUpload('/api/media', { authorization: 'users API-Key x' })).status).toBe(200)
    expect((await sendUpload('/api/forms/job-application')).status).toBe(200)
  })

  it('keeps memory flat under four concurrent 100 MB bodies', async () => {
    const app = await frontedApp()
    const before = process.memoryUsage().rss
    const hundredMegabytes = { 'content-type': 'application/json', 'content-length': '104857600' }
    const answers = await Promise.all(
      ['/api/contact-submissions', '/api/users/login', '/api/users', '/api/forms/quote'].map(
        (path) => send(app.url, path, { headers: hundredMegabytes, chunks: [json(1024 * 1024)] }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413])
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024)
    expect(app.seen).toEqual([])
  })
})

describe('the limit of each route', () => {
  it.each([
    ['/api/forms/contact', maxFormBodyBytes(0)],
    ['/api/forms/job-application', maxFormBodyBytes(2)],
    ['/api/contact-submissions', maxJsonBodyBytes],
    ['/api/users/request-access', maxJsonBodyBytes],
  ])('%s takes at most %d bytes', (path, limit) => {
    expect(bodyLimitOf(path)).toBe(limit)
  })

  it('allows uploads only where a file is expected', () => {
    expect(bodyLimitOf('/api/media')).toBeGreaterThan(5 * 1024 * 1024)
    expect(bodyLimitOf('/api/application-files/12')).toBeGreaterThan(5 * 1024 * 1024)
    expect(bodyLimitOf('/apply')).toBeGreaterThan(10 * 1024 * 1024)
    expect(bodyLimitOf('/fr/apply')).toBe(bodyLimitOf('/apply'))
    for (const path of ['/api/products', '/', '/get-quote', '/fr/partnership']) {
      expect(bodyLimitOf(path)).toBeLessThanOrEqual(maxJsonBodyBytes)
    }
  })
})

describe('the language a visitor chose', () => {
  it('sends / to the French home page for a visitor whose cookie says French, and only them', async () => {
    const { url, seen } = await frontedApp()
    const chose = (cookie?: string, path = '/') =>
      send(url, path, { method: 'GET', headers: cookie ? { cookie } : {} })

    const french = await chose('theme=light; NEXT_LOCALE=fr')
    expect(french.status).toBe(307)
    expect(french.headers.location).toBe('/fr')
    expect(french.headers['cache-control']).toBe('private, no-store')
    expect(seen).toHaveLength(0)

    for (const [cookie, path] of [
      [undefined, '/'],
      ['NEXT_LOCALE=en', '/'],
      ['NEXT_LOCALE=de', '/'],
      ['XNEXT_LOCALE=fr', '/'],
      ['NEXT_LOCALE=fr', '/about'],
    ] as const) {
      expect((await chose(cookie, path)).status, `${cookie} ${path}`).toBe(200)
    }
    expect(seen).toHaveLength(5)
  })
})

describe('the headers of an answer', () => {
  it('carry a redirect’s Location once, however often the app appends it, and other repeated headers as they are', async () => {
    const server = createServer(
      createFront((_, response) => {
        // As Next answers a cached redirect: set when rendered, appended again from the cache.
        response.setHeader('location', '/products/new')
        response.appendHeader('Location', '/products/new')
        response.appendHeader('x-nextjs-stale-time', '300')
        response.appendHeader('x-nextjs-stale-time', '300')
        response.appendHeader('set-cookie', 'first=1')
        response.appendHeader('set-cookie', 'second=2')
        response.statusCode = 308
        response.end()
      }, siteFrontOptions),
    )
    servers.push(server)
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const port = (server.address() as AddressInfo).port
    const raw = await new Promise<string[]>((resolve, reject) => {
      httpRequest(`http://127.0.0.1:${port}/products/old`, (response) => {
        response.resume()
        resolve(response.rawHeaders)
      })
        .on('error', reject)
        .end()
    })
    const values = (name: string) =>
      raw.filter((_, index) => index % 2 === 0 && raw[index]!.toLowerCase() === name)
    expect(values('location')).toEqual(['location'])
    expect(raw[raw.findIndex((header) => header.toLowerCase() === 'location') + 1]).toBe(
      '/products/new',
    )
    expect(values('x-nextjs-stale-time')).toHaveLength(1)
    expect(values('set-cookie')).toHaveLength(2)
  })
})

describe('a 404', () => {
  /** The Cache-Control the front answers with, for an answer the app gives as `answer` does. */
  async function cacheControlOf(answer: (response: ServerResponse) => void) {
    const server = createServer(createFront((_, response) => answer(response), siteFrontOptions))
    servers.push(server)
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const port = (server.address() as AddressInfo).port
    return new Promise<unknown>((resolve, reject) => {
      httpRequest(`http://127.0.0.1:${port}/products/made-up`, (response) => {
        response.resume()
        resolve(response.headers['cache-control'])
      })
        .on('error', reject)
        .end()
    })
  }

  it('is kept by no cache, whatever Cache-Control the app gave it, and a page found keeps its own', async () => {
    const yearLong = 's-maxage=31536000'
    // As Next answers an ISR page: headers set first, the status written with the body.
    const set = (status: number) => (response: ServerResponse) => {
      response.setHeader('Cache-Control', yearLong)
      response.statusCode = status
      response.end('<!DOCTYPE html><html lang="en"></html>')
    }
    expect(await cacheControlOf(set(404))).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    )
    expect(
      await cacheControlOf((response) =>
        response.writeHead(404, { 'Cache-Control': yearLong }).end(),
      ),
    ).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(await cacheControlOf(set(200))).toBe(yearLong)
  })
})

describe('an address with a malformed %-escape', () => {
  for (const path of [
    '/%ff',
    '/products/%ff',
    '/api/products/%ff',
    '/admin/%ff',
    '/_next/static/%ff',
  ]) {
    it(`${path} is answered 400 by the front, with the security headers, and never reaches the app`, async () => {
      const app = await frontedApp()
      const answer = await send(app.url, path, { method: 'GET', headers: { accept: 'text/html' } })
      expect(answer.status).toBe(400)
      expect(answer.body).toContain('not valid')
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(answer.headers['x-frame-options']).toBe('DENY')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(app.seen).toHaveLength(0)
    })
  }

  it('leaves a well-formed escape to the app', async () => {
    const app = await frontedApp()
    const answer = await send(app.url, '/products/caf%C3%A9', { method: 'GET' })
    expect(answer.status).toBe(200)
    expect(app.seen).toHaveLength(1)
  })
})
