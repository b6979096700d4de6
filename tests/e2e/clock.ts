import { expect, type APIRequestContext } from '@playwright/test'

/** The e2e server's clock (src/server/test-clock.ts), moved `seconds` ahead; its time after. */
async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<Date> {
  const answer = await request.post(`/__test-clock?advanceSeconds=${seconds}`)
  expect(answer.status()).toBe(200)
  return new Date(((await answer.json()) as { now: string }).now)
}

/** The e2e server's time, which is ahead of this machine's once a spec has moved it. */
export const serverTime = (request: APIRequestContext) => advanceServerClock(request, 0)

/** A minute boundary at least a minute after the server's time: a time the admin accepts. */
export async function aMinuteAheadOnTheServer(request: APIRequestContext): Promise<Date> {
  const now = (await serverTime(request)).getTime()
  return new Date(Math.ceil((now + 60_000) / 60_000) * 60_000)
}

/**
 * Moves the server's clock just past `at`, so that what was scheduled for then comes due at the
 * job runner's next tick instead of a minute or two of waiting. Returns the server's time.
 */
export async function moveServerClockPast(request: APIRequestContext, at: Date): Promise<Date> {
  const now = await serverTime(request)
  const seconds = Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000) + 1)
  return advanceServerClock(request, seconds)
}
