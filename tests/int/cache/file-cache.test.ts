import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { afterAll, describe, expect, it } from 'vitest'

import SiteCacheHandler from '../../../src/server/shared-cache/cache-handler.mjs'
import { expireCacheTags } from '../../../src/server/shared-cache/shared-cache.mjs'

/** Without REDIS_URL: Next's own file cache, which a job can expire too. */
const distDir = mkdtempSync(path.join(tmpdir(), 'file-cache-'))
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const handler = () =>
  new SiteCacheHandler({
    fs: nodeFs,
    serverDistDir: path.join(distDir, 'server'),
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {},
  })

describe('the cache of a single process (no REDIS_URL)', () => {
  it('counts a tag expired outside any request, as a job expires it', async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"title":"Careers"}', status: 200, url: '' },
      revalidate: false,
    }
    const reader = { kind: 'FETCH', tags: ['job-postings'], softTags: [] } as never
    await handler().set(
      'job-postings-en',
      data as never,
      {
        fetchCache: true,
        tags: ['job-postings'],
      } as never,
    )
    expect((await handler().get('job-postings-en', reader))?.value).toMatchObject(data)

    await expireCacheTags(['job-postings'])

    expect(await handler().get('job-postings-en', reader)).toBeNull()
  })
})

describe('pages that answer a missing address (no REDIS_URL)', () => {
  const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never
  const page = (status: number) =>
    ({
      kind: 'APP_PAGE',
      html: `<h1>${status}</h1>`,
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': 'products' },
      status,
      postponed: undefined,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    }) as never
  const store = (key: string, status: number) =>
    handler().set(key, page(status), {
      cacheControl: { revalidate: false, expire: undefined },
      isRoutePPREnabled: false,
      isFallback: false,
    } as never)

  it('keep nothing on disk for a 404 or a redirect, and keep a page that answers 200', async () => {
    await store('/en/products/made-up', 404)
    await store('/en/products/moved', 308)
    await store('/en/products/vas', 200)
    expect(await handler().get('/en/products/made-up', pageContext)).toBeNull()
    expect(await handler().get('/en/products/moved', pageContext)).toBeNull()
    expect((await handler().get('/en/products/vas', pageContext))?.value).toMatchObject({
      status: 200,
    })
  })
})
