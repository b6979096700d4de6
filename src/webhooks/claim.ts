import { and, asc, eq, inArray, isNull, lte, notInArray, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf, type Tables } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'

/** How long a sweep holds the deliveries it took: longer than sending them can take. */
const claimMs = 5 * 60 * 1000
/** Deliveries one sweep takes. */
const sweepSize = 50

/** A delivery as a sweep sends it: what goes, where, and its attempts so far. */
export const dueDeliveryOf = ({ webhook_deliveries, webhook_endpoints }: Tables) => ({
  id: webhook_deliveries.id,
  endpoint: webhook_deliveries.endpoint,
  deliveryId: webhook_deliveries.deliveryId,
  body: webhook_deliveries.body,
  attempts: webhook_deliveries.attempts,
  createdAt: webhook_deliveries.createdAt,
  url: webhook_endpoints.url,
  secret: webhook_endpoints.secret,
})

export type DueDelivery = {
  id: number
  endpoint: number
  deliveryId: string
  body: string
  attempts: number
  createdAt: string
  url: string
  secret: string | null
}

/**
 * Takes the deliveries that are due, to active endpoints other than `excluded`, away from other
 * sweeps (claimed until past the time sending them can take: a HOT update, see the collection's
 * `claimedUntil`; a claim lapses if its process dies before sending) and returns them with
 * their endpoint, oldest first. The endpoints are found first, so that a dead endpoint's growing
 * queue, excluded while it waits for its next attempt, is never read: without one to send to, a
 * sweep costs one look at the endpoints' small table.
 */
export async function claimDueDeliveries(
  payload: Payload,
  now: Date,
  excluded: number[],
): Promise<DueDelivery[]> {
  const tables = tablesOf(payload)
  const { webhook_deliveries, webhook_endpoints } = tables
  const db = postgres(payload).drizzle
  const endpoints = await db
    .select({ id: webhook_endpoints.id })
    .from(webhook_endpoints)
    .where(
      and(
        eq(webhook_endpoints.active, true),
        excluded.length > 0 ? notInArray(webhook_endpoints.id, excluded) : undefined,
      ),
    )
  if (endpoints.length === 0) return []
  const due = db.$with('due').as(
    db
      .select({ id: webhook_deliveries.id, endpoint: webhook_deliveries.endpoint })
      .from(webhook_deliveries)
      .where(
        and(
          inArray(
            webhook_deliveries.endpoint,
            endpoints.map((endpoint) => endpoint.id),
          ),
          eq(webhook_deliveries.status, 'pending'),
          lte(webhook_deliveries.nextAttemptAt, now.toISOString()),
          or(
            isNull(webhook_deliveries.claimedUntil),
            lte(webhook_deliveries.claimedUntil, now.toISOString()),
          ),
        ),
      )
      .orderBy(asc(webhook_deliveries.nextAttemptAt), asc(webhook_deliveries.id))
      .limit(sweepSize)
      .for('update', { skipLocked: true }),
  )
  const rows = await db
    .with(due)
    .update(webhook_deliveries)
    .set({ claimedUntil: new Date(now.getTime() + claimMs).toISOString() })
    .from(due)
    .innerJoin(webhook_endpoints, eq(webhook_endpoints.id, due.endpoint))
    .where(eq(webhook_deliveries.id, due.id))
    .returning(dueDeliveryOf(tables))
  return rows.sort((a, b) => a.id - b.id)
}
