import { lt } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'

/** How long the delivery log keeps a delivery: each holds a copy of its lead's personal data. */
export const deliveryRetentionDays = 30

/**
 * Deletes deliveries created more than 30 days before `now` that are no longer retried (a
 * delivery is retried for 3 days at most); how many.
 */
export async function purgeOldWebhookDeliveries(payload: Payload, now = new Date()) {
  const cutoff = new Date(now.getTime() - deliveryRetentionDays * 24 * 60 * 60 * 1000)
  const { webhook_deliveries } = tablesOf(payload)
  const deleted = await postgres(payload)
    .drizzle.delete(webhook_deliveries)
    .where(lt(webhook_deliveries.createdAt, cutoff.toISOString()))
    .returning({ id: webhook_deliveries.id })
  return deleted.length
}
