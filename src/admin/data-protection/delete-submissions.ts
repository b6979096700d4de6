import type { PayloadRequest, Where } from 'payload'

import { deleteUnusedFileRows } from '@/submissions/job-application/files/rows'
import type { SubmissionSlug } from '@/submissions'

import { noDeletions, type DeletedCounts } from './counts'
import { personalEntries } from './personal-data'

/** Submissions of one collection to delete, and the application files they point to. */
export type SubmissionBatch = { collection: SubmissionSlug; ids: number[]; fileIds: number[] }

/** What a deletion removed from the database, and the stored files (by name) to remove once it commits. */
export type Deletion = { counts: DeletedCounts; storedFiles: string[] }

/**
 * Deletes the submissions, their status history, their timelines and their application files' rows through the
 * request's transaction, through the database adapter (no hooks run). The stored files' names are
 * returned, to be removed after the commit.
 */
export async function deleteSubmissions(
  req: PayloadRequest,
  batches: SubmissionBatch[],
): Promise<Deletion> {
  const { payload } = req
  const counts = noDeletions()
  for (const { collection, ids } of batches) {
    if (ids.length === 0) continue
    const history: Where = {
      and: [{ submissionCollection: { equals: collection } }, { submissionId: { in: ids } }],
    }
    const { totalDocs: changes } = await payload.count({
      collection: 'status-changes',
      where: history,
      req,
    })
    await payload.db.deleteMany({ collection: 'status-changes', where: history, req })
    // All of a lead's entries go; those counted are the person's, as the summary counted them.
    const { totalDocs: entries } = await payload.count({
      collection: 'lead-activities',
      where: { and: [history, personalEntries] },
      req,
    })
    await payload.db.deleteMany({ collection: 'lead-activities', where: history, req })
    await payload.db.deleteMany({ collection, where: { id: { in: ids } }, req })
    counts.submissions += ids.length
    counts.statusChanges += changes
    counts.timelineEntries += entries
  }

  const storedFiles = await deleteUnusedFileRows(
    req,
    batches.flatMap((batch) => batch.fileIds),
  )
  counts.files = storedFiles.length
  return { counts, storedFiles }
}
