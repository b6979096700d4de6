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
