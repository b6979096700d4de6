import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { postgres } from '@/server/database/adapter'

import type { DueDelivery } from './claim'
import { retryDelayMs, retryWindowMs } from './retry'
import type { AttemptOutcome } from './send'
import { turnOffFailingEndpoint } from './turn-off'

/**
 * Records deliveries that went, in one statement: each delivered, with its status code, and
 * their endpoint healthy again.
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
export async function recordFailure(
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
