import type { Payload, PayloadRequest } from 'payload'

import { attachedFileIds, attachmentSelect, type SubmissionSlug } from '@/submissions'

import { addCounts, countTotal, noDeletions, type DeletedCounts } from './counts'
import { removeStoredFiles } from '@/server/storage/file-store'

import { deleteSubmissions, type Deletion } from './delete-submissions'
import { deleteQueuedEmails, queuedEmailsBefore } from './queued-emails'
import { monthsBefore, retentionMonths } from './retention'

import { submissionCollections } from './submissions'
import { inTransaction } from '@/server/database/transaction'

/** Small enough that each transaction stays short while the site keeps taking submissions. */
export const purgeBatchSize = 200

export type PurgeResult = {
  /** The retention period applied; null when submissions are kept forever. */
  months: number | null
  cutoff: string | null
  deleted: DeletedCounts
}

/** Deletes the oldest `limit` submissions of one collection created before the cutoff. */
async function purgeBatch(
  req: PayloadRequest,
  collection: SubmissionSlug,
  cutoff: Date,
  limit: number,
): Promise<Deletion & { found: number }> {
  const { docs } = await req.payload.find({
    collection,
    where: { createdAt: { less_than: cutoff.toISOString() } },
    sort: 'createdAt',
    limit,
    pagination: false,
    depth: 0,
    select: attachmentSelect(collection),
    req,
  })
  const deletion = await deleteSubmissions(req, [
    {
      collection,
      ids: docs.map((doc) => doc.id),
      fileIds: docs.flatMap((doc) => attachedFileIds(collection, doc)),
    },
  ])
  return { ...deletion, found: docs.length }
}

/**
 * Applies the retention period: deletes every submission created more than that many months ago,
 * with its status history and application files, plus the queued e-mails of that age. Works in
 * batches of `batchSize`, each in its own transaction, so a large backlog never holds long locks
 * and a failure keeps what earlier batches did.
 */
export async function purgeExpiredSubmissions(
  payload: Payload,
  { now = new Date(), batchSize = purgeBatchSize }: { now?: Date; batchSize?: number } = {},
): Promise<PurgeResult> {
  const months = await retentionMonths(payload)
  if (months === null) {
    payload.logger.info('Data retention: no retention period set, submissions are kept')
    return { months, cutoff: null, deleted: noDeletions() }
  }
  const cutoff = monthsBefore(now, months)
  let deleted = noDeletions()
  for (const collection of submissionCollections) {
    for (let found = batchSize; found === batchSize;) {
      const batch = await inTransaction(payload, (req) =>
        purgeBatch(req, collection, cutoff, batchSize),
      )
      await removeStoredFiles(payload, batch.storedFiles)
      deleted = addCounts(deleted, batch.counts)
      found = batch.found
    }
  }
  deleted.queuedEmails = await inTransaction(payload, (req) =>
    deleteQueuedEmails(req, queuedEmailsBefore(cutoff)),
  )
  payload.logger.info(
    { deleted, months },
    `Data retention: deleted ${countTotal(deleted)} record(s) created before ${cutoff.toISOString()}`,
  )
  return { months, cutoff: cutoff.toISOString(), deleted }
}
