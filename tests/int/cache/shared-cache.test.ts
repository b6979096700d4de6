import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedis, type TestRedis } from '../../helpers/redis'

/**
 * Next's cache in Redis (REDIS_URL), as every instance reads and writes it: the handler Next
 * loads (cache-handler.mjs) and the tag expiry jobs use (expireCacheTags), against a real Redis.
 */

let redis: TestRedis
let distDir: string
let handlers: typeof import('../../../src/server/shared-cache/cache-handler.mjs')
let sharedCache: typeof import('../../../src/server/shared-cache/shared-cache.mjs')

beforeAll(async () => {
  redis = await startRedis({ persistent: true })
  process.env.REDIS_URL = redis.url
  process.env.REDIS_KEY_PREFIX = `test-${randomUUID()}:`
  distDir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1')
  // Loaded once the environment names the Redis server, as the app server loads them.
  handlers = await import('../../../src/server/shared-cache/cache-handler.mjs')
  sharedCache = await import('../../../src/server/shared-cache/shared-cache.mjs')
  await until(() => sharedCache.sharedRedis()?.ready === true)
})

afterAll(async () => {
  await redis?.close()
  rmSync(distDir, { recursive: true, force: true })
})

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A handler as Next creates one for a request, on an instance serving `build-1`. */
const handler = () =>
  new handlers.default({
    serverDistDir: path.join(distDir, 'server'),
    revalidatedTags: [],
    _requestHeaders: {},
  })

const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never

function page(html: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  } as never
}

const setPage = (key: string, html: string, tags: string[]) =>
  handler().set(key, page(html, tags), {
    cacheControl: { revalidate: false, expire: undefined },
    isRoutePPREnabled: false,
    isFallback: false,
  } as never)

const htmlOf = async (key: string) =>
  ((await handler().get(key, pageContext))?.value as { html?: string } | null)?.html

describe('the shared cache (REDIS_URL)', () => {
  it('serves a page one instance stored to any other, as it was stored', async () => {
    await setPage('/products/vas', '<h1>VAS</h1>', ['product:vas', 'products'])
    const entry = await handler().get('/products/vas', pageContext)
    expect(entry?.value).toEqual(page('<h1>VAS</h1>', ['product:vas', 'products']))
    expect(entry?.cacheControl).toEqual({ revalidate: false, expire: undefined })
  })

  it('keeps each build’s pages apart', async () => {
    await setPage('/about', '<h1>About, build 1</h1>', ['global:about-page'])
    const otherBuild = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
    writeFileSync(path.join(otherBuild, 'BUILD_ID'), 'build-2')
    const secondBuild = new handlers.default({
      serverDistDir: path.join(otherBuild, 'server'),
      revalidatedTags: [],
      _requestHeaders: {},
    })
    expect(await secondBuild.get('/about', pageContext)).toBeNull()
    expect(await htmlOf('/about')).toBe('<h1>About, build 1</h1>')
    rmSync(otherBuild, { recursive: true, force: true })
  })

  it('treats a page as stale once one of its tags is expired, by a request or by a job', async () => {
    await setPage('/regions/west-africa', 'west', ['region:west-africa'])
    await setPage('/regions/east-africa', 'east', ['region:east-africa'])

    await handler().revalidateTag('region:west-africa', { expire: 0 })
    expect(await htmlOf('/regions/west-africa')).toBeUndefined()
    expect(await htmlOf('/regions/east-africa')).toBe('east')

    await setPage('/regions/west-africa', 'west, again', ['region:west-africa'])
    expect(await htmlOf('/regions/west-africa')).toBe('west, again')
    // Outside any request, as a job does it.
    await sharedCache.expireCacheTags(['region:west-africa'])
    expect(await htmlOf('/regions/west-africa')).toBeUndefined()
  })

  it('expires cached data by the tags its reader asks for', async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"title":"VAS"}', status: 200, url: '' },
      revalidate: false,
    }
    const dataContext = { kind: 'FETCH', tags: ['product:vas'], softTags: [] } as never
    await handler().set(
      'product-vas-en',
      data as never,
      {
        fetchCache: true,
        tags: ['product:vas'],
      } as never,
    )
    expect((await handler().get('product-vas-en', dataContext))?.value).toMatchObject(data)

    await sharedCache.expireCacheTags(['product:vas'])
    expect(await handler().get('product-vas-en', dataContext)).toBeNull()
  })

  it('answers at once while Redis is away: reads miss, writes and expiries are dropped', async () => {
    await setPage('/careers', 'careers', ['job-postings'])
    redis.pause()
    try {
      const started = Date.now()
      expect(await htmlOf('/careers')).toBeUndefined()
      await setPage('/careers', 'careers, while away', ['job-postings'])
      await sharedCache.expireCacheTags(['job-postings'])
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      redis.resume()
    }
    await until(() => sharedCache.sharedRedis()?.ready === true)
    expect(await htmlOf('/careers')).toBeUndefined()
  })

  it('once Redis answers again, serves nothing stored before an expiry it could not record', async () => {
    await setPage('/network', 'network', ['global:network-page'])
    await setPage('/partnership', 'partnership', ['global:partnership-page'])
    redis.pause()
    try {
      await sharedCache.expireCacheTags(['global:network-page'])
    } finally {
      redis.resume()
    }
    // The cache is used again once its back-off after the unanswered command has passed.
    await until(() => sharedCache.sharedRedis()?.ready === true)
    expect(await htmlOf('/network')).toBeUndefined()
    // Which tag was missed is not known: everything stored before is stale.
    expect(await htmlOf('/partnership')).toBeUndefined()
    await setPage('/partnership', 'partnership, again', ['global:partnership-page'])
    expect(await htmlOf('/partnership')).toBe('partnership, again')
  })

  it('after Redis restarts with its data, serves nothing stored before the outage', async () => {
    await setPage('/get-quote', 'quote', ['page:get-quote'])
    await redis.stop()
    await sharedCache.expireCacheTags(['page:get-quote'])
    await redis.start()
    await until(() => sharedCache.sharedRedis()?.ready === true)
    expect(await htmlOf('/get-quote')).toBeUndefined()
  })
})

describe('pages that answer a missing address', () => {
  it.each([404, 308])(
    'are not kept when they answer %i, so made-up addresses cannot fill Redis',
    async (status) => {
      const key = `/products/made-up-${status}`
      await handler().set(
        key,
        { ...(page('<h1>Gone</h1>', ['products']) as object), status } as never,
        {
          cacheControl: { revalidate: false, expire: undefined },
          isRoutePPREnabled: false,
          isFallback: false,
        } as never,
      )
      expect(await htmlOf(key)).toBeUndefined()
      await setPage('/products/kept', '<h1>Kept</h1>', ['products'])
      expect(await htmlOf('/products/kept')).toBe('<h1>Kept</h1>')
    },
  )
})
