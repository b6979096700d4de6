import type { Payload } from 'payload'

import { submissionTypes, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'
import { idOfReference, submissionReference } from '@/submissions/reference'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The lead an answer belongs to, as filing it needs. */
export type AnsweredLead = { type: Type; id: number; reference: string; owner: number | null }

/** Every `<message-id>` in In-Reply-To and References, In-Reply-To's first. */
export function namedMessageIds(...headers: (string | undefined)[]): string[] {
  const ids = headers.flatMap((header) => header?.match(/<[^<>\s]+>/g) ?? [])
  return [...new Set(ids)]
}

/** The leads a subject names by reference ("Re: Your quote [QR-000042]"), first named first. */
export function referencesInSubject(subject: string): { type: Type; id: number }[] {
  const named: { type: Type; id: number }[] = []
  for (const [text] of subject.matchAll(/\b[A-Za-z]{2,4}-\d{1,10}\b/g)) {
    for (const type of submissionTypes) {
      const id = idOfReference(type, text)
      if (id !== undefined) named.push({ type, id })
    }
  }
  return named
}

async function storedLead(payload: Payload, type: Type, id: number): Promise<AnsweredLead | null> {
  const lead = (await payload.findByID({
    collection: type.slug,
    id,
    depth: 0,
    select: { owner: true },
    disableErrors: true,
    overrideAccess: true,
  })) as { owner?: number | null } | null
  return lead && { type, id, reference: submissionReference(type, id), owner: lead.owner ?? null }
}

/**
 * The lead a message answers: the one whose reply it names in In-Reply-To or References (the
 * Message-ID kept when the reply was sent), else the one whose reference its subject carries. Null
 * when neither names a lead that still exists (erased, deleted, or not ours).
 */
export async function leadAnswered(
  payload: Payload,
  { messageIds, subject }: { messageIds: string[]; subject: string },
): Promise<AnsweredLead | null> {
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
    const type = submissionTypes.find((each) => each.slug === sent?.submissionCollection)
    const lead = type && sent && (await storedLead(payload, type, sent.submissionId))
    if (lead) return lead
  }
  for (const { type, id } of referencesInSubject(subject)) {
    const lead = await storedLead(payload, type, id)
    if (lead) return lead
  }
  return null
}
