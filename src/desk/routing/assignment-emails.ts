import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { queueEmailsForResponse, type EmailInput } from '@/server/email'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

import { leadUrl, type Assignee } from '../links'
import { recordAssignment } from '../timeline/timeline'

type Type = SubmissionTypeOf<SubmissionSlug>

/** Tells an owner a lead is theirs: its reference, who it is from, and the link to it. */
export function assignmentEmail(
  type: Type,
  lead: { id: number; from: string },
  owner: Assignee,
  by?: string,
): EmailInput {
  const reference = submissionReference(type, lead.id)
  const how = by ? `${by} assigned you` : 'You have been assigned'
  return {
    to: owner.email,
    subject: `${reference}: a ${type.noun.one} for you`,
    text: [
      `${how} ${type.noun.one} ${reference} from ${lead.from}.`,
      `Open it in the admin: ${leadUrl(type, lead.id)}`,
    ].join('\n\n'),
  }
}

const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : undefined
}

/** The staff account `id` names, as an assignment tells of it; undefined once it is deleted. */
export async function readAssignee(req: PayloadRequest, id: number): Promise<Assignee | undefined> {
  const account = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    select: { email: true, displayName: true },
    disableErrors: true,
    req,
  })
  return account ? { id, email: account.email, displayName: account.displayName } : undefined
}

/**
 * A submission collection's afterChange hook: when staff change a lead's owner, the timeline
 * records it, and the new owner is e-mailed (after the response, see queueEmailsForResponse),
 * unless they took the lead themselves.
 */
export const recordReassignment = (type: Type): CollectionAfterChangeHook =>
  async function recordReassignment({ doc, previousDoc, operation, req }) {
    const owner = idOf(doc.owner)
    if (operation !== 'update' || owner === idOf(previousDoc?.owner)) return doc
    const author = req.user?.collection === 'users' ? req.user.id : null
    await recordAssignment(req, type, doc.id, { owner: owner ?? null, author })
    if (owner === undefined || author === owner) return doc
    const account = await readAssignee(req, owner)
    if (!account) return doc
    const visitor = doc as Record<string, unknown>
    const from = String(visitor[type.visitor.name] ?? visitor[type.visitor.email] ?? '')
    const by = req.user?.collection === 'users' ? await readAssignee(req, req.user.id) : undefined
    await queueEmailsForResponse(req, [
      assignmentEmail(type, { id: doc.id, from }, account, by?.displayName ?? undefined),
    ])
    return doc
  }
