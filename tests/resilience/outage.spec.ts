import { checkStorage, countWindow, latency, printReport, seconds, statusTally } from './figures'
import { loadClients, loadSeconds, runLoad } from './load'
import { expect, test } from './stack'

/** PostgreSQL goes down a third into the load and stays down for 10 s. */
const outageStartMs = (loadSeconds * 1000) / 3
const outageMs = 10_000
/**
 * A submission sent this soon after PostgreSQL is back may still meet the outage (a connection
 * that died with the old server): a 503 for it is part of the outage. Any later 503 is a failure.
 */
const outageTailMs = 10_000
/**
 * The app must acknowledge a submission sent after PostgreSQL is back within this. Generous:
 * on a busy 2-core machine one submission under this load already takes seconds.
 */
const recoveryLimitMs = 30_000

const unavailableMessage = 'We could not save your request right now. Please try again in a moment.'

/** A page no client has visited, so not in Next's cache: rendering it needs the database. */
const uncachedPage = '/products/fintech'
/** Requests that need the database, sent once while it is down, to report what they answer. */
const probedWhileDown = ['/admin/login', '/api/quote-requests?limit=1', uncachedPage]

const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())))

type Timeline = { stopAt: number; downAt: number; startAt: number; upAt: number }

async function probe(url: string) {
  const sentAt = Date.now()
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) })
    await response.arrayBuffer()
    return { status: response.status, ms: Date.now() - sentAt }
  } catch (error) {
    return { status: 0, ms: Date.now() - sentAt, failure: (error as Error).message }
  }
}

test('PostgreSQL restarted in the middle of the load: pages keep serving, submissions get 503 only while it is down, nothing is lost, the app recovers by itself', async ({
  stack,
}, testInfo) => {
  const timeline = {} as Timeline
  const probes: string[] = []
  const load = await runLoad(stack.app.url, async (startedAt) => {
    await sleepUntil(startedAt + outageStartMs)
    timeline.stopAt = Date.now()
    await stack.database.stop()
    timeline.downAt = Date.now()
    for (const path of probedWhileDown) {
      const { status, ms, failure } = await probe(stack.app.url + path)
      probes.push(`${path} → ${status || failure} in ${ms} ms`)
    }
    await sleepUntil(timeline.downAt + outageMs)
    timeline.startAt = Date.now()
    await stack.database.start()
    timeline.upAt = Date.now()
  })
  const storage = await checkStorage(stack.database, load.fills)
  await testInfo.attach('load.json', {
    body: JSON.stringify({ timeline, ...load }),
    contentType: 'application/json',
  })
  // The page that could not be rendered during the outage renders now: no error was cached.
  const uncachedAfter = await probe(stack.app.url + uncachedPage)

  const before = load.outcomes.filter((outcome) => outcome.answeredAt < timeline.stopAt)
  const during = load.outcomes.filter(
    (outcome) => outcome.answeredAt >= timeline.stopAt && outcome.sentAt < timeline.upAt,
  )
  const after = load.outcomes.filter((outcome) => outcome.sentAt >= timeline.upAt)
  const submissions = load.outcomes.filter((outcome) => outcome.kind === 'submission')
  const unavailable = submissions.filter((outcome) => outcome.status === 503)
  const firstAcknowledgedAfter = after.find(
    (outcome) => outcome.kind === 'submission' && outcome.status === 201,
  )
  const recoveryMs = firstAcknowledgedAfter
    ? firstAcknowledgedAfter.answeredAt - timeline.upAt
    : Number.POSITIVE_INFINITY
  const last503 = unavailable.length
    ? seconds(Math.max(...unavailable.map((outcome) => outcome.answeredAt)) - timeline.upAt)
    : 'none'

  printReport(
    `PostgreSQL restart under load: ${loadClients}`,
    [
      ['before the outage', before],
      ['during the outage', during],
      ['after the outage', after],
      ['whole run', load.outcomes],
    ],
    storage,
    [
      `PostgreSQL stopped ${seconds(timeline.stopAt - load.startedAt)} into the load, down ` +
        `${seconds(timeline.upAt - timeline.downAt)} (fast shutdown ` +
        `${seconds(timeline.downAt - timeline.stopAt)}, start ${seconds(timeline.upAt - timeline.startAt)})`,
      `recovery: first acknowledged submission ${seconds(recoveryMs)} after PostgreSQL was back ` +
        `(submissions before the outage: ${latency(before.filter((outcome) => outcome.kind === 'submission'))}); ` +
        `last 503 ${last503} after it was back`,
      `app server: the same process (pid ${stack.app.pid}) throughout, never restarted`,
      ...probes.map((line) => `while down: ${line}`),
      `after the outage: ${uncachedPage} → ${uncachedAfter.status || uncachedAfter.failure}`,
    ],
  )

  // The outage really happened, and the clients saw it.
  expect(unavailable.length, 'submissions answered 503 during the outage').toBeGreaterThan(0)

  // Public pages come from Next's cache: the database going away does not show.
  const pages = load.outcomes.filter((outcome) => outcome.kind === 'page')
  expect(statusTally(pages), 'what the browsing clients were answered').toBe(`200×${pages.length}`)

  // Submissions: acknowledged, or 503 with the form's message while the database is away.
  expect(countWindow(load.outcomes).submissionsOther, statusTally(submissions)).toBe(0)
  const outsideOutage = unavailable.filter(
    (outcome) =>
      outcome.answeredAt < timeline.stopAt || outcome.sentAt > timeline.upAt + outageTailMs,
  )
  expect(outsideOutage, '503s outside the outage').toEqual([])
  for (const outcome of unavailable) {
    expect(outcome).toMatchObject({ message: unavailableMessage, retryAfter: '5' })
  }

  // The app reconnects by itself: same process, submissions acknowledged again, pages render.
  expect(stack.app.isRunning(), 'the app server is still running').toBe(true)
  expect(recoveryMs, 'ms from PostgreSQL back to the first acknowledged submission').toBeLessThan(
    recoveryLimitMs,
  )
  expect(uncachedAfter.status, `${uncachedPage} once PostgreSQL is back`).toBe(200)

  // Nothing acknowledged is lost or doubled.
  expect(storage.lost, 'acknowledged submissions not stored').toEqual([])
  expect(storage.doubled, 'submissions stored twice').toEqual([])
})
