import { randomUUID } from 'node:crypto'

import { dealOutcomeOf } from '@/desk/deals/outcomes'
import type { DealOutcome } from '@/desk/deals/reasons'
import { leadUrl } from '@/desk/links'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

/** What an endpoint may subscribe to; names of the outside API. */
export const webhookEvents = [
  'lead.created',
  'lead.assigned',
  'lead.status_changed',
  'lead.updated',
] as const
export type WebhookEvent = (typeof webhookEvents)[number]

/** Bumped only when a field changes meaning or goes: receivers branch on it. */
export const webhookBodyVersion = 1

export type LeadOwner = { id: number; email: string; name: string | null }

/** A lead as a webhook tells of it: the same shape for every type and event. */
export type WebhookLead = {
  type: SubmissionSlug
  reference: string
  id: number
  status: string
  owner: LeadOwner | null
  name: string | null
  email: string | null
  company: string | null
  country: string | null
  phone: string | null
  locale: string | null
  /** What the deal is worth: an amount in major units (e.g. 50000.00) and its ISO 4217 currency. */
  value: { amount: number; currency: string } | null
  /** The day the deal is expected to close, `YYYY-MM-DD`. */
  expectedClose: string | null
  /** Whether its status closed the deal as won or lost; null while it is open. */
  outcome: DealOutcome | null
  /** Why it was won or lost, from the admin's list (its English wording). */
  outcomeReason: string | null
  /** When it was won or lost. */
  closedAt: string | null
  createdAt: string
  adminUrl: string
}

type Type = SubmissionTypeOf<SubmissionSlug>

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

/** The company a type's form asks for, under whichever name it gives the field. */
const companyFields = ['companyName', 'company', 'companyOperator'] as const

/** A lead's value and expected close as webhooks show them; the value only once it has an amount. */
export function dealOf(doc: Record<string, unknown>): Pick<WebhookLead, 'value' | 'expectedClose'> {
  const value = (doc.value ?? {}) as { amount?: unknown; currency?: unknown }
  const amount = typeof value.amount === 'number' ? value.amount : Number(value.amount ?? NaN)
  return {
    value: Number.isFinite(amount)
      ? { amount, currency: typeof value.currency === 'string' ? value.currency : 'USD' }
      : null,
    expectedClose: text(doc.expectedClose),
  }
}

/** Whether and why the deal was won or lost, and when; all null while it is open. */
function outcomeOf(
  type: Type,
  doc: Record<string, unknown>,
): Pick<WebhookLead, 'outcome' | 'outcomeReason' | 'closedAt'> {
  const outcome = dealOutcomeOf(type, doc.status)
  const closedAt = doc.closedAt instanceof Date ? doc.closedAt.toISOString() : text(doc.closedAt)
  return {
    outcome,
    outcomeReason: outcome ? text(doc.outcomeReason) : null,
    closedAt: outcome && closedAt ? new Date(closedAt).toISOString() : null,
  }
}

/** A stored submission (or the document about to be stored) as webhooks show it. */
export function webhookLead(
  type: Type,
  doc: Record<string, unknown> & { id: number },
  owner: LeadOwner | null,
): WebhookLead {
  const fullName = [text(doc.firstName), text(doc.lastName)].filter(Boolean).join(' ')
  const routing: { country?: string; service?: string } = type.routing
  const createdAt = doc.createdAt instanceof Date ? doc.createdAt : new Date(String(doc.createdAt))
  return {
    type: type.slug,
    reference: submissionReference(type, doc.id),
    id: doc.id,
    status: String(doc.status ?? 'new'),
    owner,
    name: text(fullName) ?? text(doc[type.visitor.name]),
    email: text(doc[type.visitor.email]),
    company: companyFields.map((field) => text(doc[field])).find(Boolean) ?? null,
    country: routing.country ? text(doc[routing.country]) : null,
    phone: text(doc.phone),
    locale: text(doc.language),
    ...dealOf(doc),
    ...outcomeOf(type, doc),
    createdAt: createdAt.toISOString(),
    adminUrl: leadUrl(type, doc.id),
  }
}

/** A delivery's body, serialised once: the bytes signed are the bytes sent, on every attempt. */
export function webhookBody(
  event: WebhookEvent,
  lead: WebhookLead,
  occurredAt: Date,
  details: Record<string, unknown> = {},
) {
  const id = randomUUID()
  const body = JSON.stringify({
    version: webhookBodyVersion,
    id,
    event,
    occurredAt: occurredAt.toISOString(),
    data: { lead, ...details },
  })
  return { id, body }
}
