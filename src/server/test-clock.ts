import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

import { ConfigurationError } from './env'

/**
 * A clock the end-to-end tests move forward, so that what is scheduled for a minute ahead
 * (publishing, a posting's closing, reminders) happens without the tests waiting for it.
 *
 * `TEST_CLOCK=true` replaces the process's Date with one running ahead of the real clock by an
 * offset that `POST /__test-clock?advanceSeconds=N` increases: the job runner, Payload, hooks and
 * caches all read it. It is refused unless SITE_URL is a loopback address: a deployment, whose
 * address is public, cannot turn it on.
 */
export const testClockPath = '/__test-clock'

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Ahead by TEST_CLOCK_OFFSET_SECONDS from the start: a process without the endpoint (the deliveries worker). */
let offsetMs = Number(process.env.TEST_CLOCK_OFFSET_SECONDS || 0) * 1000

export function testClockEnabled(): boolean {
  return process.env.TEST_CLOCK === 'true'
}

export function installTestClock(siteUrl: string): void {
  if (!testClockEnabled()) return
  if (!loopbackHosts.has(new URL(siteUrl).hostname)) {
    throw new ConfigurationError(
      `TEST_CLOCK is for test runs only and needs SITE_URL on this machine (127.0.0.1 or localhost), not ${siteUrl}.`,
    )
  }
  const RealDate = Date
  const now = () => RealDate.now() + offsetMs
  // Next stamps tag revalidations with performance.timeOrigin + performance.now(), and cache
  // entries with Date.now(): both must move together, or a page kept after the move would look
  // newer than any later revalidation and never be rendered again.
  const realTimeOrigin = performance.timeOrigin
  Object.defineProperty(performance, 'timeOrigin', {
    configurable: true,
    get: () => realTimeOrigin + offsetMs,
  })
  // A proxy, not a subclass: dates made before and after stay of one class for `instanceof`.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length > 0 ? args : [now()], newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? now : Reflect.get(target, property, receiver),
  })
}

function answer(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

/** `listener`, with the clock's endpoint in front of it when the test clock is on. */
export function withTestClockEndpoint(listener: RequestListener): RequestListener {
  if (!testClockEnabled()) return listener
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://clock.invalid')
    if (url.pathname !== testClockPath) return listener(request, response)
    if (request.method !== 'POST') return answer(response, 405, { message: 'POST only.' })
    const seconds = Number(url.searchParams.get('advanceSeconds'))
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > 7 * 24 * 3600) {
      return answer(response, 400, {
        message: 'advanceSeconds must be a whole number of seconds, at most a week.',
      })
    }
    offsetMs += seconds * 1000
    answer(response, 200, { now: new Date().toISOString(), offsetSeconds: offsetMs / 1000 })
  }
}
