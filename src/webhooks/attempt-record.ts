import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { firstNonNull } from '@/server/database/expressions'

import type { DueDelivery } from './claim'
import { retryDelayMs, retryWindowMs } from './retry'
import type { AttemptOutcome } from './send'
import { turnOffFailingEndpoint } from './turn-off'

/**
 * Records deliveries that went, in one statement: each delivered, with its status code, and
 * their endpoint healthy again. Raw SQL (docs/internals.md): Drizzle's update has no list of
 * VALUES to join, and a statement per status code or per delivery would cost the lane a round
 * trip each.
 */
export async function recordDelivered(
  payload: Payload,
  endpoint: number,
  delivered: { id: number; statusCode: number | null }[],
  now: Date,
) {
  if (delivered.length === 0) return
  const at = now.toISOString()
  const codes = sql.join(
    delivered.map(({ id, statusCode }) => sql`(${id}::int, ${statusCode}::int)`),
    sql.raw(', '),
  )
  await postgres(payload).drizzle.execute(sql`
    WITH done AS (
      UPDATE webhook_deliveries d SET status = 'delivered', attempts = d.attempts + 1,
        status_code = sent.code, error = NULL, last_attempt_at = ${at}, delivered_at = ${at},
        next_attempt_at = NULL, claimed_until = NULL
      FROM (VALUES ${codes}) AS sent(id, code) WHERE d.id = sent.id
      RETURNING d.id)
    UPDATE webhook_endpoints SET failing_since = NULL
    WHERE id = ${endpoint} AND failing_since IS NOT NULL AND EXISTS (SELECT FROM done)`)
}

/**
 * Records a failed attempt: schedules the next one (or gives up once the delivery is 3 days old),
 * marks when the endpoint started failing, and turns it off when that was 3 days ago.
 */
export async function recordFailure(
  payload: Payload,
  delivery: Pick<DueDelivery, 'id' | 'endpoint' | 'attempts' | 'createdAt'>,
  outcome: AttemptOutcome,
  now: Date,
) {
  const { webhook_deliveries, webhook_endpoints } = tablesOf(payload)
  const { drizzle } = postgres(payload)
  const attempts = delivery.attempts + 1
  const at = now.toISOString()
  const next = new Date(now.getTime() + retryDelayMs(attempts))
  const givesUp = next.getTime() > new Date(delivery.createdAt).getTime() + retryWindowMs
  await drizzle
    .update(webhook_deliveries)
    .set({
      status: givesUp ? 'failed' : 'pending',
      attempts,
      statusCode: outcome.statusCode,
      error: outcome.error,
      lastAttemptAt: at,
      nextAttemptAt: givesUp ? null : next.toISOString(),
      claimedUntil: null,
    })
    .where(eq(webhook_deliveries.id, delivery.id))
  const [endpoint] = await drizzle
    .update(webhook_endpoints)
    .set({ failingSince: firstNonNull<string>(webhook_endpoints.failingSince, at) })
    .where(eq(webhook_endpoints.id, delivery.endpoint))
    .returning({ failingSince: webhook_endpoints.failingSince, active: webhook_endpoints.active })
  const failingSince = endpoint?.failingSince && new Date(endpoint.failingSince)
  if (endpoint?.active && failingSince && now.getTime() - failingSince.getTime() >= retryWindowMs) {
    await turnOffFailingEndpoint(payload, delivery.endpoint, failingSince)
  }
}
