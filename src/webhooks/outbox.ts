import type { PayloadRequest } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'

import { webhookBody, type WebhookEvent, type WebhookLead } from './events'
import type { WebhookSubscription } from './subscriptions'

/** Extra facts of an event beside the lead, e.g. the status it left. */
export type EventDetails = Record<string, unknown>

/**
 * Writes one delivery per active endpoint subscribed to the event, in the request's transaction:
 * they exist only if the change they tell of is committed, and none is lost once it is. One
 * INSERT, none without subscribers. Sent later by the delivery sweep (deliver.ts); returns how
 * many were queued.
 */
export async function queueLeadEvent(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  subscriptions: readonly WebhookSubscription[],
  event: WebhookEvent,
  lead: WebhookLead,
  { details = {}, at = new Date() }: { details?: EventDetails; at?: Date } = {},
): Promise<number> {
  const subscribed = subscriptions.filter((each) => each.events.includes(event))
  if (subscribed.length === 0) return 0
  const { webhook_deliveries } = tablesOf(req.payload)
  const db = await transactionDatabase(postgres(req.payload), req)
  await db.insert(webhook_deliveries).values(
    subscribed.map(({ endpoint }) => {
      const { id, body } = webhookBody(event, lead, at, details)
      return {
        endpoint,
        event,
        deliveryId: id,
        body,
        submissionCollection: lead.type,
        submissionId: lead.id,
        status: 'pending' as const,
        attempts: 0,
        nextAttemptAt: at.toISOString(),
      }
    }),
  )
  return subscribed.length
}
