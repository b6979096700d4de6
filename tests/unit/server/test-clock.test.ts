import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { installTestClock, withTestClockEndpoint } from '@/server/test-clock'

const RealDate = Date
let server: Server
let origin: string

beforeAll(async () => {
  process.env.TEST_CLOCK = 'true'
  server = createServer(
    withTestClockEndpoint((_request, response) => response.end('the site')),
  ).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

const realTimeOrigin = performance.timeOrigin

afterAll(() => {
  globalThis.Date = RealDate
  Object.defineProperty(performance, 'timeOrigin', { configurable: true, value: realTimeOrigin })
  delete process.env.TEST_CLOCK
  server.close()
})

describe('the test clock', () => {
  it('is refused on a site whose address is not this machine', () => {
    for (const site of ['https://www.example.com', 'http://10.0.0.5:3000', 'http://0.0.0.0:3000']) {
      expect(() => installTestClock(site), site).toThrow(/TEST_CLOCK is for test runs only/)
    }
    expect(Date).toBe(RealDate)
  })

  it('moves every date the process makes forward, and nothing else', async () => {
    installTestClock('http://127.0.0.1:3100')
    const before = RealDate.now()
    const answer = await fetch(`${origin}/__test-clock?advanceSeconds=120`, { method: 'POST' })
    expect(answer.status).toBe(200)
    const { now } = (await answer.json()) as { now: string }
    expect(new RealDate(now).getTime() - before).toBeGreaterThanOrEqual(120_000)
    expect(Date.now() - RealDate.now()).toBe(120_000)
    expect(new Date().getTime() - RealDate.now()).toBeGreaterThanOrEqual(119_990)
    expect(new Date(0).getTime()).toBe(0)
    // The clock Next stamps tag revalidations with moves too.
    expect(Math.abs(performance.timeOrigin + performance.now() - Date.now())).toBeLessThan(50)
    expect(new Date() instanceof Date && new RealDate() instanceof Date).toBe(true)
    expect(await (await fetch(`${origin}/about`)).text()).toBe('the site')
  })

  it('takes whole seconds forward only, by POST', async () => {
    for (const advance of ['-5', '1.5', 'soon', `${8 * 24 * 3600}`]) {
      const answer = await fetch(`${origin}/__test-clock?advanceSeconds=${advance}`, {
        method: 'POST',
      })
      expect(answer.status, advance).toBe(400)
    }
    expect((await fetch(`${origin}/__test-clock?advanceSeconds=1`)).status).toBe(405)
  })
})
