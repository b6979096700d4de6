import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { cacheTags } from '@/lib/data/tags'
import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'

import type { WebhookEvent } from './events'

/** An active endpoint and the events it takes; its address and secret are read when sending. */
export type WebhookSubscription = { endpoint: number; events: WebhookEvent[] }

/** The active endpoints and their events, in one statement. */
export async function readWebhookSubscriptions(payload: Payload): Promise<WebhookSubscription[]> {
  const { webhook_endpoints, webhook_endpoints_events } = tablesOf(payload)
  return postgres(payload)
    .drizzle.select({
      endpoint: webhook_endpoints.id,
      events: sql<WebhookEvent[]>`array_agg(${webhook_endpoints_events.value}::text)`,
    })
    .from(webhook_endpoints)
    .innerJoin(webhook_endpoints_events, eq(webhook_endpoints_events.parent, webhook_endpoints.id))
    .where(and(eq(webhook_endpoints.active, true)))
    .groupBy(webhook_endpoints.id)
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
