import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { postgres } from '@/server/database/adapter'
import { inTransaction } from '@/server/database/transaction'
import { queueEmails } from '@/server/email'
import { siteUrl } from '@/server/env'

import { sendDelivery, type AttemptOutcome, type SendOptions } from './send'

/** How long deliveries are retried, and how long an endpoint may fail before it is turned off. */
export const retryWindowMs = 3 * 24 * 60 * 60 * 1000
/** The wait after a first failed attempt; it doubles after each one, up to `maxRetryDelayMs`. */
const firstRetryDelayMs = 30_000
const maxRetryDelayMs = 6 * 60 * 60 * 1000
/** How long a sweep holds the deliveries it took: longer than sending them can take. */
const claimMs = 5 * 60 * 1000
/** Deliveries one sweep takes. */
const sweepSize = 50

/** The wait before the next attempt after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) =>
  Math.min(firstRetryDelayMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs)

type DueDelivery = {
  id: number
  endpoint_id: number
  delivery_id: string
  body: string
  attempts: number
  created_at: string
  url: string
  secret: string
}

/** The guard's options, and the sweep's time (the deliveries due by then, signed at it). */
export type SweepOptions = Omit<SendOptions, 'now'> & { now?: Date }

/**
 * Takes the deliveries that are due, to active endpoints other than `excluded`, away from other
 * sweeps (their next attempt moved past the time sending them can take) and returns them with
 * their endpoint, oldest first. The endpoints are found first, so that a dead endpoint's growing
 * queue, excluded while it waits for its next attempt, is never read: without one to send to, a
 * sweep costs one look at the endpoints' small table.
 */
async function claimDueDeliveries(payload: Payload, now: Date, excluded: number[]) {
  const db = postgres(payload).drizzle
  const others = excluded.length > 0 ? sql`AND id NOT IN ${excluded}` : sql``
  const { rows: endpoints } = await db.execute<{ id: number }>(
    sql`SELECT id FROM webhook_endpoints WHERE active ${others}`,
  )
  if (endpoints.length === 0) return []
  const { rows } = await db.execute<DueDelivery>(sql`
    WITH due AS (
      SELECT d.id FROM webhook_deliveries d
      WHERE d.endpoint IN ${endpoints.map((endpoint) => endpoint.id)} AND d.status = 'pending'
        AND d.next_attempt_at <= ${now.toISOString()}
      ORDER BY d.next_attempt_at, d.id LIMIT ${sweepSize} FOR UPDATE OF d SKIP LOCKED)
    UPDATE webhook_deliveries d
    SET next_attempt_at = ${new Date(now.getTime() + claimMs).toISOString()}
    FROM due, webhook_endpoints e
    WHERE d.id = due.id AND e.id = d.endpoint
    RETURNING d.id, d.endpoint::int AS endpoint_id, d.delivery_id, d.body, d.attempts::int AS attempts, d.created_at,
      e.url, e.secret`)
  return rows.sort((a, b) => a.id - b.id)
}

/** What the endpoint's page tells admins, and the e-mail to them, once it has been turned off. */
const turnedOffNote = (since: Date) =>
  `Turned off: every delivery failed from ${since.toISOString()} for 3 days. Check the receiver, then tick Active again.`

/**
 * Turns the endpoint off once its deliveries have failed for the retry window, and tells the
 * admins (by e-mail, through the queue, and on the endpoint's page), in one transaction.
 */
async function turnOffFailingEndpoint(payload: Payload, endpoint: number, failingSince: Date) {
  await inTransaction(payload, async (req) => {
    const note = turnedOffNote(failingSince)
    const turnedOff = await payload.update({
      collection: 'webhook-endpoints',
      id: endpoint,
      data: { active: false, turnedOff: note },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const { docs: admins } = await payload.find({
      collection: 'users',
      where: { roles: { contains: 'admin' } },
      select: { email: true },
      pagination: false,
      depth: 0,
      req,
    })
    const page = `${siteUrl()}/admin/collections/webhook-endpoints/${endpoint}`
    await queueEmails(
      req,
      admins.map(({ email }) => ({
        to: email,
        subject: `Webhook endpoint turned off: ${turnedOff.url}`,
        text: `${note}\n\nIts deliveries are kept; replay them from its page: ${page}`,
      })),
      { sentBy: 'schedule' },
    )
  })
  payload.logger.warn(`Webhook endpoint ${endpoint} turned off after 3 days of failed deliveries`)
}

/**
 * Records deliveries that went, in one statement: each delivered, with its status code, and
 * their endpoint healthy again.
 */
async function recordDelivered(
  payload: Payload,
  endpoint: number,
  delivered: { id: number; statusCode: number | null }[],
  now: Date,
) {
  if (delivered.length === 0) return
  const at = now.toISOString()
  const codes = sql.join(
    delivered.map(({ id, statusCode }) => sql`(${id}::int, ${statusCode}::int)`),
    sql`, `,
  )
  await postgres(payload).drizzle.execute(sql`
    WITH done AS (
      UPDATE webhook_deliveries d SET status = 'delivered', attempts = d.attempts + 1,
        status_code = sent.code, error = NULL, last_attempt_at = ${at}, delivered_at = ${at},
        next_attempt_at = NULL
      FROM (VALUES ${codes}) AS sent(id, code) WHERE d.id = sent.id
      RETURNING d.id)
    UPDATE webhook_endpoints SET failing_since = NULL
    WHERE id = ${endpoint} AND failing_since IS NOT NULL AND EXISTS (SELECT FROM done)`)
}

/**
 * Records a failed attempt: schedules the next one (or gives up once the delivery is 3 days old),
 * marks when the endpoint started failing, and turns it off when that was 3 days ago.
 */
async function recordFailure(
  payload: Payload,
  delivery: Pick<DueDelivery, 'id' | 'endpoint_id' | 'attempts' | 'created_at'>,
  outcome: AttemptOutcome,
  now: Date,
) {
  const { drizzle } = postgres(payload)
  const attempts = delivery.attempts + 1
  const at = now.toISOString()
  const next = new Date(now.getTime() + retryDelayMs(attempts))
  const givesUp = next.getTime() > new Date(delivery.created_at).getTime() + retryWindowMs
  await drizzle.execute(sql`
    UPDATE webhook_deliveries SET status = ${givesUp ? 'failed' : 'pending'},
      attempts = ${attempts}, status_code = ${outcome.statusCode}, error = ${outcome.error},
      last_attempt_at = ${at}, next_attempt_at = ${givesUp ? null : next.toISOString()}
    WHERE id = ${delivery.id}`)
  const { rows } = await drizzle.execute<{ failing_since: string; active: boolean }>(sql`
    UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, ${at})
    WHERE id = ${delivery.endpoint_id} RETURNING failing_since, active`)
  const failingSince = rows[0] && new Date(rows[0].failing_since)
  if (rows[0]?.active && failingSince && now.getTime() - failingSince.getTime() >= retryWindowMs) {
    await turnOffFailingEndpoint(payload, delivery.endpoint_id, failingSince)
  }
}

/**
 * What this process is sending to, and the endpoints it leaves alone after a failure until the
 * failed delivery's next attempt: a dead endpoint is tried once per backoff, not once per sweep.
 */
type Lanes = { busy: Set<number>; pausedUntil: Map<number, number> }
const lanesOf = new WeakMap<Payload, Lanes>()

function lanes(payload: Payload): Lanes {
  let state = lanesOf.get(payload)
  if (!state) {
    state = { busy: new Set(), pausedUntil: new Map() }
    lanesOf.set(payload, state)
  }
  return state
}

function excludedEndpoints({ busy, pausedUntil }: Lanes, now: Date): number[] {
  for (const [endpoint, until] of pausedUntil) {
    if (until <= now.getTime()) pausedUntil.delete(endpoint)
  }
  return [...new Set([...busy, ...pausedUntil.keys()])]
}

/**
 * Sends one endpoint's deliveries in order, up to the first that fails, then records them: those
 * that went in one statement (a live CRM costs the database one write per sweep, not two per
 * lead), and the failure. How many it delivered.
 */
async function deliverToEndpoint(
  payload: Payload,
  deliveries: DueDelivery[],
  now: Date,
  options: SendOptions,
) {
  const state = lanes(payload)
  const endpoint = deliveries[0]!.endpoint_id
  state.busy.add(endpoint)
  const delivered: { id: number; statusCode: number | null }[] = []
  try {
    let failure: { delivery: DueDelivery; outcome: AttemptOutcome } | undefined
    for (const delivery of deliveries) {
      const outcome = await sendDelivery(
        {
          url: delivery.url,
          secret: delivery.secret,
          deliveryId: delivery.delivery_id,
          body: delivery.body,
        },
        options,
      )
      if (!outcome.ok) {
        failure = { delivery, outcome }
        // The rest keep their claim and come back in a later sweep.
        state.pausedUntil.set(endpoint, now.getTime() + retryDelayMs(delivery.attempts + 1))
        break
      }
      delivered.push({ id: delivery.id, statusCode: outcome.statusCode })
    }
    await recordDelivered(payload, endpoint, delivered, now)
    if (failure) await recordFailure(payload, failure.delivery, failure.outcome, now)
  } finally {
    state.busy.delete(endpoint)
  }
  return { delivered: delivered.length, all: delivered.length === deliveries.length }
}

/** Claims what is due and starts each endpoint's deliveries, side by side, without waiting. */
async function startDueDeliveries(payload: Payload, now: Date, options: SendOptions) {
  const due = await claimDueDeliveries(payload, now, excludedEndpoints(lanes(payload), now))
  const byEndpoint = new Map<number, DueDelivery[]>()
  for (const delivery of due) {
    byEndpoint.set(delivery.endpoint_id, [
      ...(byEndpoint.get(delivery.endpoint_id) ?? []),
      delivery,
    ])
  }
  const started = [...byEndpoint.values()].map((deliveries) =>
    deliverToEndpoint(payload, deliveries, now, options),
  )
  return { taken: due.length, started }
}

/**
 * One sweep of the outbox: the deliveries that are due, each endpoint's in order and the
 * endpoints side by side, so that a slow or dead one holds up only its own. Run by the job runner
 * (retries, deliveries queued by staff changes or by other instances) and by tests, which give
 * its time. Returns how many it took and delivered.
 */
export async function deliverDueWebhooks(
  payload: Payload,
  { now = new Date(), ...options }: SweepOptions = {},
): Promise<{ taken: number; delivered: number }> {
  const { taken, started } = await startDueDeliveries(payload, now, { now: () => now, ...options })
  const outcomes = await Promise.all(started)
  return { taken, delivered: outcomes.reduce((sum, { delivered }) => sum + delivered, 0) }
}

const sweeping = new WeakMap<Payload, { again: boolean }>()
/** The background sweeps and lanes this process has under way. */
const underWay = new WeakMap<Payload, Set<Promise<unknown>>>()

function keepTrackOf(payload: Payload, work: Promise<unknown>) {
  let running = underWay.get(payload)
  if (!running) underWay.set(payload, (running = new Set()))
  running.add(work)
  void work.finally(() => running.delete(work))
}

/**
 * Resolves once this process's background sweeps, and the sweeps they led to, are over: for a
 * caller that must not share the outbox with them (a test that sweeps with a clock of its own).
 */
export async function webhookSweepsSettled(payload: Payload): Promise<void> {
  for (let running = underWay.get(payload); running && running.size > 0;) {
    await Promise.allSettled([...running])
  }
}

/**
 * The least time between two sweeps of one process: under a flood of leads every response asks
 * for one, and back-to-back claims (each reading past a dead endpoint's waiting deliveries) took
 * a fifth of the form's throughput; a quarter second between them keeps a live CRM a moment away.
 */
const sweepGapMs = 250

/**
 * Sends what is due now in this process, without waiting for it: called after a response that
 * queued deliveries. Calls meanwhile make one more sweep, `sweepGapMs` after this one started its
 * sends, never two at once; an endpoint whose deliveries all went sweeps again for its next ones.
 */
export function deliverWebhooksSoon(payload: Payload): void {
  const running = sweeping.get(payload)
  if (running) {
    running.again = true
    return
  }
  const state = { again: true }
  sweeping.set(payload, state)
  const failed = (error: unknown) =>
    payload.logger.error({ err: error, msg: 'Delivering webhooks failed; retried later' })
  const sweeps = (async () => {
    try {
      while (state.again) {
        state.again = false
        const { started } = await startDueDeliveries(payload, new Date(), {})
        for (const lane of started) {
          keepTrackOf(
            payload,
            lane.then(({ all }) => all && deliverWebhooksSoon(payload), failed),
          )
        }
        await new Promise((resolve) => setTimeout(resolve, sweepGapMs))
      }
    } catch (error) {
      failed(error)
    } finally {
      sweeping.delete(payload)
    }
  })()
  keepTrackOf(payload, sweeps)
}

/**
 * Sends one delivery again now, whatever its state (an admin's Replay), and records the attempt
 * as any other. Undefined when there is no such delivery.
 */
export async function replayDelivery(
  payload: Payload,
  id: number,
  { now = new Date(), ...options }: SweepOptions = {},
): Promise<AttemptOutcome | undefined> {
  const { rows } = await postgres(payload).drizzle.execute<DueDelivery>(sql`
    SELECT d.id, d.endpoint::int AS endpoint_id, d.delivery_id, d.body, d.attempts::int AS attempts, d.created_at,
      e.url, e.secret
    FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint
    WHERE d.id = ${id}`)
  const delivery = rows[0]
  if (!delivery) return undefined
  const outcome = await sendDelivery(
    {
      url: delivery.url,
      secret: delivery.secret,
      deliveryId: delivery.delivery_id,
      body: delivery.body,
    },
    { now: () => now, ...options },
  )
  // A replay of a delivery that had given up tries once: it is not retried again.
  if (outcome.ok) {
    await recordDelivered(
      payload,
      delivery.endpoint_id,
      [{ id, statusCode: outcome.statusCode }],
      now,
    )
  } else {
    await recordFailure(payload, delivery, outcome, now)
  }
  return outcome
}
