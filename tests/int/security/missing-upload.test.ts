import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { linesPerMinute } from '@/server/stranger-log'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'

import { testPayload } from '../../helpers/payload'

vi.hoisted(() => {
  process.env.UPLOADS_DIR ||= `${process.env.TMPDIR || '/tmp'}/missing-upload-test-uploads`
})

beforeAll(async () => {
  await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const get = REST_GET(config)

/** A GET of an /api path as Next hands it to the route: its segments decoded. */
const callRoute = (path: string) =>
  get(new Request(new URL(path, 'http://localhost:3000')), {
    params: Promise.resolve({
      slug: path
        .replace(/^\/api\//, '')
        .split('/')
        .map(decodeURIComponent),
    }),
  })

const forged = '/api/media/file/x%0A%5B13:00:00%5D%20INFO:%20FORGED%0A.png'

describe('an uploaded file that is not there', () => {
  it('is a 404, logged on one escaped line without the disk path', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line))
    const response = await callRoute(forged)
    expect(response.status).toBe(404)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toBe('404: no uploaded file media/x\\u000a[13:00:00] INFO: FORGED\\u000a.png')
    expect(lines[0]).not.toContain(process.env.UPLOADS_DIR)
  })

  it('is logged at most so many times a minute, however many are asked for', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line))
    for (let request = 0; request < linesPerMinute + 10; request++) {
      expect((await callRoute(`/api/media/file/missing-${request}.png`)).status).toBe(404)
    }
    expect(lines.length).toBeLessThanOrEqual(linesPerMinute)
  })
})
