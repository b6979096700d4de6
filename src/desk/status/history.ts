import {
  type CollectionAfterChangeHook,
  type Endpoint,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { SubmissionSlug } from '@/submissions'
import { readableSubmissionId } from '@/submissions/readable'

import { isStageMove, stageMoveOf, type StageMove } from './stage-move'

type SubmissionDoc = {
  id: number
  status?: string | null
  firstName?: string | null
  lastName?: string | null
  companyName?: string | null
  company?: string | null
  email?: string | null
}

/** How staff recognise a submission in lists of changes: a person's name or a company. */
export function submissionLabel(doc: SubmissionDoc): string {
  const person = [doc.firstName, doc.lastName].filter(Boolean).join(' ')
  return doc.companyName || doc.company || person || doc.email || `#${doc.id}`
}

/**
 * Records who moved a submission from one status to another. Runs with the request so the entry
 * is written in the same transaction as the change: both are stored, or neither. Bulk edits run
 * it once per document.
 */
export const recordStatusChange: CollectionAfterChangeHook<SubmissionDoc> = async ({
  collection,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || !doc.status) return doc
  const stageMove = stageMoveOf(req, doc.id)
  if (previousDoc?.status === doc.status && !stageMove) return doc
  await req.payload.create({
    collection: 'status-changes',
    data: {
      submissionCollection: collection.slug as SubmissionSlug,
      submissionId: doc.id,
      submissionLabel: submissionLabel(doc),
      fromStatus: (previousDoc?.status as never) ?? null,
      toStatus: doc.status as never,
      changedBy: req.user?.collection === 'users' ? req.user.id : null,
      stageMove,
    },
    overrideAccess: true,
    req,
  })
  return doc
}

export type StatusHistoryEntry = {
  id: number
  fromStatus: string | null
  toStatus: string
  stageMove: StageMove | null
  changedBy: string | null
  createdAt: string
}

/**
 * The names (or e-mails) of the staff who made the given changes. Resolved with access
 * overridden: whoever may read a change may see who made it, even without reading users.
 */
export async function changerNames(
  payload: Payload,
  userIds: (number | null | undefined)[],
  req?: Partial<PayloadRequest>,
): Promise<Map<number, string>> {
  const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))]
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    limit: ids.length,
    depth: 0,
    req,
  })
  return new Map(docs.map((user) => [user.id, user.name || user.email]))
}

/** A submission's status changes, newest first. The caller has checked it may read the submission. */
export async function findStatusHistory(
  payload: Payload,
  collection: SubmissionSlug,
  submissionId: number,
  req?: Partial<PayloadRequest>,
): Promise<StatusHistoryEntry[]> {
  const { docs } = await payload.find({
    collection: 'status-changes',
    where: {
      submissionCollection: { equals: collection },
      submissionId: { equals: submissionId },
    },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    req,
  })
  const names = await changerNames(
    payload,
    docs.map((change) => change.changedBy as number | null),
    req,
  )
  return docs.map((change) => ({
    id: change.id,
    fromStatus: change.fromStatus ?? null,
    toStatus: change.toStatus,
    stageMove: isStageMove(change.stageMove) ? change.stageMove : null,
    changedBy: names.get(change.changedBy as number) ?? null,
    createdAt: change.createdAt,
  }))
}

/**
 * GET /api/<slug>/:id/status-history: the submission's history with who made each change, for
 * anyone who may read the submission.
 */
export function statusHistoryEndpoint(slug: SubmissionSlug): Endpoint {
  return {
    path: '/:id/status-history',
    method: 'get',
    handler: async (req) => {
      const id = await readableSubmissionId(req, slug)
      return Response.json({ docs: await findStatusHistory(req.payload, slug, id, req) })
    },
  }
}
