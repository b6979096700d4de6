import type { Payload } from 'payload'

import { type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'
import { idOfReference, submissionReference } from '@/submissions/reference'

import { personKeyOf } from '@/lib/mailbox'
import { workedTypes } from '@/desk/worked-types'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The lead an answer belongs to, as filing it needs. */
export type AnsweredLead = {
  type: Type
  id: number
  reference: string
  owner: number | null
  /** The visitor's address the lead was sent with. */
  email: string | null
}

/**
 * How an answer was matched to its lead: it names a reply we sent (its Message-ID is known only
 * to those the reply reached), or only the lead's reference, which anyone can write in a subject.
 */
export type Matched = { lead: AnsweredLead; by: 'reply' | 'reference' }

/**
 * The most references read from one subject: a subject naming thousands would otherwise cost a
 * query each, on every poll.
 */
export const maxReferencesRead = 3

/** The most Message-IDs looked up of one message (a References header may list any number). */
const maxMessageIdsRead = 20

const messageIdsIn = (header: string | undefined) => header?.match(/<[^<>\s]+>/g) ?? []

/**
 * The `<message-id>`s an answer names: In-Reply-To's, then References' from the newest (a thread
 * lists its messages oldest first), at most 20.
 */
export function namedMessageIds(inReplyTo?: string, references?: string): string[] {
  const ids = [...messageIdsIn(inReplyTo), ...messageIdsIn(references).reverse()]
  return [...new Set(ids)].slice(0, maxMessageIdsRead)
}

/**
 * The leads a subject names by reference ("Re: Your quote [QR-000042]"), first named first: the
 * first `maxReferencesRead` of them.
 */
export function referencesInSubject(subject: string): { type: Type; id: number }[] {
  const named: { type: Type; id: number }[] = []
  for (const [text] of subject.matchAll(/\b[A-Za-z]{2,4}-\d{1,10}\b/g)) {
    for (const type of workedTypes) {
      const id = idOfReference(type, text)
      if (id !== undefined) named.push({ type, id })
    }
    if (named.length >= maxReferencesRead) break
  }
  return named.slice(0, maxReferencesRead)
}

/**
 * Whether an answer comes from the lead's own address: the same mailbox, whatever the capitals
 * or `+tag` (src/leads/accounts/person.ts).
 */
export const isFromTheLead = (lead: AnsweredLead, from: string) => {
  const sender = personKeyOf(from)
  return sender !== null && sender === personKeyOf(lead.email)
}

async function storedLead(payload: Payload, type: Type, id: number): Promise<AnsweredLead | null> {
  const lead = (await payload.findByID({
    collection: type.slug,
    id,
    depth: 0,
    select: { owner: true, [type.visitor.email]: true },
    disableErrors: true,
    overrideAccess: true,
  })) as ({ owner?: number | null } & Record<string, unknown>) | null
  if (!lead) return null
  const email = lead[type.visitor.email]
  return {
    type,
    id,
    reference: submissionReference(type, id),
    owner: lead.owner ?? null,
    email: typeof email === 'string' ? email : null,
  }
}

/**
 * The lead a message answers: the one whose reply it names in In-Reply-To or References (the
 * Message-ID kept when the reply was sent), else the one whose reference its subject carries. Null
 * when neither names a lead that still exists (erased, deleted, or not ours).
 */
export async function leadAnswered(
  payload: Payload,
  { messageIds, subject }: { messageIds: string[]; subject: string },
): Promise<Matched | null> {
  if (messageIds.length > 0) {
    const { docs } = await payload.find({
      collection: 'lead-activities',
      where: { kind: { equals: 'emailSent' }, messageId: { in: messageIds } },
      select: { submissionCollection: true, submissionId: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const sent = docs[0]
    const type = workedTypes.find((each) => each.slug === sent?.submissionCollection)
    const lead = type && sent && (await storedLead(payload, type, sent.submissionId))
    if (lead) return { lead, by: 'reply' }
  }
  for (const { type, id } of referencesInSubject(subject)) {
    const lead = await storedLead(payload, type, id)
    if (lead) return { lead, by: 'reference' }
  }
  return null
}
