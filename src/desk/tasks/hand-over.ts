import { and, eq, isNotNull, ne, notExists } from '@payloadcms/db-postgres/drizzle'
import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'

/**
 * Before an account is deleted, the tasks assigned to it go back to whoever set them; those it set
 * for itself go with it, as do its saved views. A task always has an assignee, so that none is
 * left due to nobody.
 */
export const handOverTasks: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { tasks } = tablesOf(req.payload)
  const db = await transactionDatabase(postgres(req.payload), req)
  const account = Number(id)
  await db
    .update(tasks)
    .set({ assignee: tasks.createdBy, remindedAt: null })
    .where(
      and(eq(tasks.assignee, account), isNotNull(tasks.createdBy), ne(tasks.createdBy, account)),
    )
  await db.delete(tasks).where(eq(tasks.assignee, account))
  // Their saved views of My work go with them, shared ones included.
  const { saved_views } = tablesOf(req.payload)
  await db.delete(saved_views).where(eq(saved_views.owner, account))
}

/**
 * Deletes the tasks whose record is gone: deleting a lead or an organization drops the link
 * (its foreign key cascades), and a task about nothing would stay due. Run after such a delete,
 * in its transaction.
 */
export async function deleteTasksAboutNothing(req: PayloadRequest): Promise<void> {
  const { tasks, tasks_rels } = tablesOf(req.payload)
  const db = await transactionDatabase(postgres(req.payload), req)
  const linked = db
    .select({ id: tasks_rels.id })
    .from(tasks_rels)
    .where(and(eq(tasks_rels.parent, tasks.id), eq(tasks_rels.path, 'relatedTo')))
  await db.delete(tasks).where(notExists(linked))
}

/** An organization's delete takes its tasks with it. */
export const deleteTasksOfDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await deleteTasksAboutNothing(req)
  return doc
}
