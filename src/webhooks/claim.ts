import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { postgres } from '@/server/database/adapter'

/** How long a sweep holds the deliveries it took: longer than sending them can take. */
const claimMs = 5 * 60 * 1000
/** Deliveries one sweep takes. */
const sweepSize = 50

export type DueDelivery = {
  id: number
  endpoint_id: number
  delivery_id: string
  body: string
  attempts: number
  created_at: string
  url: string
  secret: string
}

/**
 * Takes the deliveries that are due, to active endpoints other than `excluded`, away from other
 * sweeps (their next attempt moved past the time sending them can take) and returns them with
 * their endpoint, oldest first. The endpoints are found first, so that a dead endpoint's growing
 * queue, excluded while it waits for its next attempt, is never read: without one to send to, a
 * sweep costs one look at the endpoints' small table.
 */
export async function claimDueDeliveries(payload: Payload, now: Date, excluded: number[]) {
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
