import type { CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { attachedFileIds } from '@/submissions'

import { storedKeyOf } from './storage'

/** The application files a career application points to. */
export const applicationFileIds = (doc: object): number[] =>
  attachedFileIds('career-applications', doc)

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
  const stillUsed = new Set(docs.flatMap(applicationFileIds))
  return fileIds.filter((id) => !stillUsed.has(id))
}

/**
 * Deletes the rows of the application files no career application points to any more, through
 * the request's transaction, and returns their stored files' keys for removal once it commits.
 * Rows go through the database adapter, not `payload.delete`: Payload removes an upload's file
 * before its transaction commits, so a rollback would keep rows whose files are gone.
 */
export async function deleteUnusedFileRows(
  req: PayloadRequest,
  fileIds: number[],
): Promise<string[]> {
  if (fileIds.length === 0) return []
  const orphaned = await unreferencedFiles(req, [...new Set(fileIds)])
  if (orphaned.length === 0) return []
  const { docs: files } = await req.payload.find({
    collection: 'application-files',
    where: { id: { in: orphaned } },
    select: { filename: true, prefix: true, _objectKey: true },
    pagination: false,
    depth: 0,
    req,
  })
  await req.payload.db.deleteMany({
    collection: 'application-files',
    where: { id: { in: files.map((file) => file.id) } },
    req,
  })
  return files.flatMap((file) => storedKeyOf(req.payload, file) ?? [])
}

/**
 * A career application deleted by any path of Payload's (admin, REST, Local API) takes its files
 * with it: their rows in the same transaction, the stored files by a job queued in it, which runs
 * only once the deletion is committed (and never if it is rolled back).
 */
export const deleteApplicationFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const keys = await deleteUnusedFileRows(req, applicationFileIds(doc))
  if (keys.length > 0) {
    await req.payload.jobs.queue({
      task: 'removeStoredFiles',
      input: { keys, collection: 'application-files' },
      req,
    })
  }
  return doc
}
