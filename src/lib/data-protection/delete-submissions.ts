import path from 'node:path'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { SubmissionSlug } from '@/lib/submission-options'
import { removeFiles } from '@/lib/submissions/attachments'

import { noDeletions, type DeletedCounts } from './counts'

/** Submissions of one collection to delete, and the application files they point to. */
export type SubmissionBatch = { collection: SubmissionSlug; ids: number[]; fileIds: number[] }

/** What a deletion removed from the database, and the stored files to remove once it commits. */
export type Deletion = { counts: DeletedCounts; storedFiles: string[] }

/** The application files among `fileIds` that no remaining career application points to. */
async function unreferencedFiles(req: PayloadRequest, fileIds: number[]): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'career-applications',
    where: { or: [{ resume: { in: fileIds } }, { coverLetter: { in: fileIds } }] },
    select: { resume: true, coverLetter: true },
    pagination: false,
    depth: 0,
    req,
  })
  const stillUsed = new Set(docs.flatMap((doc) => [doc.resume, doc.coverLetter]))
  return fileIds.filter((id) => !stillUsed.has(id))
}

/**
 * Deletes the submissions, their status history and their application files' rows through the
 * request's transaction. Rows go through the database adapter, not `payload.delete`: Payload
 * unlinks an upload's file before its transaction commits, so a rollback would keep rows whose
 * files are gone. The files are returned instead, to be removed after the commit.
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
    await payload.db.deleteMany({ collection, where: { id: { in: ids } }, req })
    counts.submissions += ids.length
    counts.statusChanges += changes
  }

  const fileIds = [...new Set(batches.flatMap((batch) => batch.fileIds))]
  if (fileIds.length === 0) return { counts, storedFiles: [] }
  const orphaned = await unreferencedFiles(req, fileIds)
  if (orphaned.length === 0) return { counts, storedFiles: [] }
  const { docs: files } = await payload.find({
    collection: 'application-files',
    where: { id: { in: orphaned } },
    select: { filename: true },
    pagination: false,
    depth: 0,
    req,
  })
  await payload.db.deleteMany({
    collection: 'application-files',
    where: { id: { in: files.map((file) => file.id) } },
    req,
  })
  counts.files = files.length
  const staticDir = payload.collections['application-files'].config.upload.staticDir ?? ''
  const storedFiles = files
    .map((file) => file.filename)
    .filter((filename): filename is string => Boolean(filename))
    .map((filename) => path.resolve(staticDir, filename))
  return { counts, storedFiles }
}

/**
 * Removes deleted application files from disk. A failure leaves an unreachable file behind (its
 * row is gone) and is logged by count only: file names carry applicants' names.
 */
export async function removeStoredFiles(payload: Payload, storedFiles: string[]): Promise<void> {
  if (storedFiles.length === 0) return
  try {
    await removeFiles(storedFiles)
  } catch (error) {
    payload.logger.error(
      { code: (error as NodeJS.ErrnoException).code },
      `Data protection: could not remove ${storedFiles.length} deleted application file(s) from disk`,
    )
  }
}
