import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { readAssignee } from '@/desk/routing/assignment-emails'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { dealOf, webhookLead, type LeadOwner } from './events'
import { queueLeadEvent } from './outbox'
import { readWebhookSubscriptions, type WebhookSubscription } from './subscriptions'

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}

async function ownerOf(req: PayloadRequest, id: number | null): Promise<LeadOwner | null> {
  const account = id === null ? undefined : await readAssignee(req, id)
  return account
    ? { id: account.id, email: account.email, name: account.displayName ?? null }
    : null
}

/**
 * A submission collection's afterChange hook: a staff change of a lead's owner, status or deal
 * (value, currency, expected close) queues `lead.assigned`, `lead.status_changed` or
 * `lead.updated` for the endpoints that take it, in the change's transaction. (New leads are told
 * of by the form's pipeline, which runs no hooks.)
 */
export const queueLeadChangeEvents = (
  type: SubmissionTypeOf<SubmissionSlug>,
): CollectionAfterChangeHook =>
  async function queueLeadChangeEvents({ doc, previousDoc, operation, req }) {
    if (operation !== 'update') return doc
    const owner = idOf(doc.owner)
    const previousOwner = idOf(previousDoc?.owner)
    const assigned = owner !== previousOwner
    const statusChanged = doc.status !== previousDoc?.status
    const deal = dealOf(doc)
    const previousDeal = dealOf(previousDoc ?? {})
    const dealChanged = JSON.stringify(deal) !== JSON.stringify(previousDeal)
    if (!assigned && !statusChanged && !dealChanged) return doc
    const subscriptions = await readWebhookSubscriptions(req.payload)
    if (subscriptions.length === 0) return doc
    const lead = webhookLead(type, doc, await ownerOf(req, owner))
    if (assigned) {
      const details = { previousOwner: await ownerOf(req, previousOwner) }
      await queueLeadEvent(req, subscriptions, 'lead.assigned', lead, { details })
    }
    if (statusChanged) {
      const details = { previousStatus: previousDoc?.status ?? null }
      await queueLeadEvent(req, subscriptions, 'lead.status_changed', lead, { details })
    }
    if (dealChanged) {
      const details = { previous: previousDeal }
      await queueLeadEvent(req, subscriptions, 'lead.updated', lead, { details })
    }
    return doc
  }

/**
 * Queues `lead.created` for a lead the form's pipeline is storing, in its transaction, from the
 * document it stores and the account routing gave it. How many deliveries were queued.
 */
export function queueLeadCreated(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  subscriptions: readonly WebhookSubscription[],
  type: SubmissionTypeOf<SubmissionSlug>,
  lead: Record<string, unknown> & { id: number; createdAt: Date },
  owner: { id: number; email: string; displayName?: string | null } | undefined,
): Promise<number> {
  const account = owner
    ? { id: owner.id, email: owner.email, name: owner.displayName ?? null }
    : null
  return queueLeadEvent(req, subscriptions, 'lead.created', webhookLead(type, lead, account), {
    at: lead.createdAt,
  })
}
