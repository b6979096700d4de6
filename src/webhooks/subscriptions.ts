import { sql } from '@payloadcms/db-postgres'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { cacheTags } from '@/lib/data/tags'
import { postgres } from '@/server/database/adapter'

import type { WebhookEvent } from './events'

/** An active endpoint and the events it takes; its address and secret are read when sending. */
export type WebhookSubscription = { endpoint: number; events: WebhookEvent[] }

/** The active endpoints and their events, in one statement. */
export async function readWebhookSubscriptions(payload: Payload): Promise<WebhookSubscription[]> {
  const { rows } = await postgres(payload).drizzle.execute<WebhookSubscription>(sql`
    SELECT e.id AS endpoint, array_agg(v.value::text) AS events
    FROM webhook_endpoints e JOIN webhook_endpoints_events v ON v.parent_id = e.id
    WHERE e.active GROUP BY e.id`)
  return rows
}

/**
 * The subscriptions as each submission reads them: cached, so that a submission asks the
 * database nothing for them, and expired when an endpoint is saved or deleted (also by the
 * turn-off). Refreshed every 30 seconds for a save that committed after its expiry was read.
 */
export const cachedWebhookSubscriptions = (payload: Payload) =>
  unstable_cache(() => readWebhookSubscriptions(payload), ['webhook-subscriptions'], {
    tags: [cacheTags.webhookEndpoints],
    revalidate: 30,
  })()
