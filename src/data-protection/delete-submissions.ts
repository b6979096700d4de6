import type { PayloadRequest } from 'payload'

import { deleteLeadRecords } from '@/desk/records'
import type { StoredKeys } from '@/server/storage/file-store'
import { deleteUnusedFileRows } from '@/submissions/job-application/files/rows'

import type { SubmissionBatch } from './batch'
import { noDeletions, type DeletedCounts } from './counts'

/** What a deletion removed from the database, and the stored files to remove once it commits. */
export type Deletion = { counts: DeletedCounts; storedFiles: StoredKeys }

/**
 * Deletes the submissions with their status history, timelines, answer attachments and
 * application files' rows through the request's transaction, through the database adapter (no
 * hooks run). The stored files' keys are returned, to be removed after the commit.
 */
export async function deleteSubmissions(
  req: PayloadRequest,
  batches: SubmissionBatch[],
): Promise<Deletion> {
  const counts = noDeletions()
  const answerFiles: string[] = []
  for (const { collection, ids } of batches) {
    if (ids.length === 0) continue
    const records = await deleteLeadRecords(req, collection, ids)
    await req.payload.db.deleteMany({ collection, where: { id: { in: ids } }, req })
    counts.submissions += ids.length
    counts.statusChanges += records.statusChanges
    counts.timelineEntries += records.timelineEntries
    answerFiles.push(...records.answerFiles)
  }

  const applicationFiles = await deleteUnusedFileRows(
    req,
    batches.flatMap((batch) => batch.fileIds),
  )
  counts.files = applicationFiles.length + answerFiles.length
  return {
    counts,
    storedFiles: { 'application-files': applicationFiles, 'answer-files': answerFiles },
  }
}
