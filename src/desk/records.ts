import type { CollectionAfterDeleteHook, PayloadRequest, Where } from 'payload'

import { fileStore } from '@/server/storage/file-store'
import type { SubmissionSlug } from '@/submissions'

import { deleteTasksAboutNothing } from './tasks/hand-over'
import { personalEntries } from './timeline/kinds'

/** What deleting leads' own records removed: counts, and the answer attachments' stored keys. */
export type DeletedLeadRecords = {
  statusChanges: number
  /** The person's timeline entries among those deleted (the desk's own are not counted). */
  timelineEntries: number
  answerFiles: string[]
}

/**
 * Deletes what is kept about leads besides their rows: status history, timelines, webhook
 * deliveries, and the rows of the attachments filed with their answers, through the request's
 * transaction and the database adapter (no hooks). The attachments' stored files are for the caller to remove once committed.
 */
export async function deleteLeadRecords(
  req: PayloadRequest,
  collection: SubmissionSlug,
  ids: number[],
): Promise<DeletedLeadRecords> {
  const { payload } = req
  const ofTheLeads: Where = {
    and: [{ submissionCollection: { equals: collection } }, { submissionId: { in: ids } }],
  }
  const { totalDocs: statusChanges } = await payload.count({
    collection: 'status-changes',
    where: ofTheLeads,
    req,
  })
  await payload.db.deleteMany({ collection: 'status-changes', where: ofTheLeads, req })
  // All of a lead's entries go; those counted are the person's, as a review of their data counts them.
  const { totalDocs: timelineEntries } = await payload.count({
    collection: 'lead-activities',
    where: { and: [ofTheLeads, personalEntries] },
    req,
  })
  await payload.db.deleteMany({ collection: 'lead-activities', where: ofTheLeads, req })
  // They carry the lead's personal data in their bodies.
  await payload.db.deleteMany({ collection: 'webhook-deliveries', where: ofTheLeads, req })
  // Its next steps go with it.
  await deleteTasksAboutNothing(req)
  const { docs: files } = await payload.find({
    collection: 'answer-files',
    where: ofTheLeads,
    select: { filename: true, prefix: true, _objectKey: true },
    pagination: false,
    depth: 0,
    req,
  })
  if (files.length > 0) {
    await payload.db.deleteMany({ collection: 'answer-files', where: ofTheLeads, req })
  }
  const store = fileStore(payload, 'answer-files')
  return {
    statusChanges,
    timelineEntries,
    answerFiles: files.flatMap((file) => store.keyOf(file) ?? []),
  }
}

/**
 * A lead deleted by any path of Payload's (admin, REST, Local API) takes its history, timeline and
 * answer attachments with it: their rows in the same transaction, the stored files by a job queued
 * in it, which runs only once the deletion is committed.
 */
export const deleteRecordsWithLead =
  (collection: SubmissionSlug): CollectionAfterDeleteHook =>
  async ({ id, doc, req }) => {
    const { answerFiles } = await deleteLeadRecords(req, collection, [Number(id)])
    if (answerFiles.length > 0) {
      await req.payload.jobs.queue({
        task: 'removeStoredFiles',
        input: { keys: answerFiles, collection: 'answer-files' },
        req,
      })
    }
    return doc
  }
