import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { postgres } from '@/server/database/adapter'

/** How long the delivery log keeps a delivery: each holds a copy of its lead's personal data. */
export const deliveryRetentionDays = 30

/**
 * Deletes deliveries created more than 30 days before `now` that are no longer retried (a
 * delivery is retried for 3 days at most); how many.
 */
export async function purgeOldWebhookDeliveries(payload: Payload, now = new Date()) {
  const cutoff = new Date(now.getTime() - deliveryRetentionDays * 24 * 60 * 60 * 1000)
  const { rows } = await postgres(payload).drizzle.execute<{ id: number }>(sql`
    DELETE FROM webhook_deliveries WHERE created_at < ${cutoff.toISOString()} RETURNING id`)
  return rows.length
}
