import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import type { Task } from '@/payload-types'

import { taskKinds } from './kinds'
import { isLeadSubject, relatedOf } from './related'
import { dueInstant, zoneOfAccount } from './zone'

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') {
    return (value as { id: number }).id
  }
  return null
}

/**
 * Before anything reads the request: a due time sent without a zone (`2026-12-07T09:00`) is read on
 * the clock of the task's zone, else its assignee's, in which the task then shows. (By the time
 * the fields' hooks run, the date field has already read it on the server's clock.)
 */
export const readDueOnAssigneesClock: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as Partial<Task> | undefined
  if (!data || typeof data !== 'object') return args
  const id = 'id' in args ? (args.id as number | string | undefined) : undefined
  // An update that moves neither the due time nor its zone leaves both as they are.
  if (operation === 'update' && data.due === undefined) return args
  const before =
    operation === 'update' && id !== undefined
      ? await req.payload
          .findByID({ collection: 'tasks', id, depth: 0, overrideAccess: true, req })
          .catch(() => null)
      : null
  const assignee = idOf(data.assignee ?? before?.assignee ?? req.user?.id ?? null)
  const zone = data.due_tz ?? before?.due_tz ?? (await zoneOfAccount(req, assignee))
  data.due_tz = zone as Task['due_tz']
  if (data.due !== undefined) data.due = dueInstant(data.due, zone) as string
  return args
}

/**
 * As it is stored: who set it (kept from its creation, whatever is sent), when it was done
 * (stamped when ticked, cleared when unticked), and its reminder, due again once its time moves.
 * A task is only about a record its author may read: a salesperson cannot attach one to a job
 * application.
 */
export const stampTask: CollectionBeforeChangeHook<Task> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  data.createdBy =
    operation === 'create' ? (req.user?.id ?? data.createdBy ?? null) : originalDoc?.createdBy
  const wasDone = originalDoc?.done === true
  const done = data.done ?? wasDone
  data.doneAt = done ? (wasDone ? originalDoc?.doneAt : new Date().toISOString()) : null
  const due = data.due ?? originalDoc?.due
  const dueMoved =
    originalDoc === undefined ||
    (data.due !== undefined && new Date(data.due).getTime() !== new Date(originalDoc.due).getTime())
  if (dueMoved || (wasDone && !done)) {
    // Set for a time already past, it is not reminded of: its author knows.
    const now = new Date()
    data.remindedAt = due && new Date(due) <= now ? now.toISOString() : null
  } else data.remindedAt = originalDoc?.remindedAt ?? null
  const related = relatedOf(data.relatedTo)
  const before = relatedOf(originalDoc?.relatedTo)
  const changed = related && (related.collection !== before?.collection || related.id !== before.id)
  if (related && changed && req.user) {
    const readable = await req.payload
      .find({
        collection: related.collection,
        where: { id: { equals: related.id } },
        select: {},
        depth: 0,
        limit: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })
      .then(({ docs }) => docs.length > 0)
      .catch(() => false)
    if (!readable) {
      throw new ValidationError({
        collection: 'tasks',
        errors: [
          { path: 'relatedTo', message: 'This record does not exist or is not yours to work.' },
        ],
        req,
      })
    }
  }
  return data
}

/** A task ticked done goes on its lead's timeline, with who did it. */
export const logDoneOnTimeline: CollectionAfterChangeHook<Task> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.done !== true || previousDoc?.done === true) return doc
  const related = relatedOf(doc.relatedTo)
  if (!related || !isLeadSubject(related.collection)) return doc
  const kind = taskKinds.find((each) => each.value === doc.kind)?.label ?? 'Task'
  const { lead_activities } = tablesOf(req.payload)
  await (await transactionDatabase(postgres(req.payload), req)).insert(lead_activities).values({
    submissionCollection: related.collection,
    submissionId: related.id,
    kind: 'taskDone',
    author: req.user?.id ?? null,
    text: `${kind} done: ${doc.title}`,
  })
  return doc
}
