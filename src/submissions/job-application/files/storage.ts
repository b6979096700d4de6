import type { Payload } from 'payload'

import { fileStore, type StoredUpload } from '@/server/storage/file-store'

/** Where an application file is stored (its key in the file store: folder or bucket). */
export const storedKeyOf = (payload: Payload, file: StoredUpload) =>
  fileStore(payload, 'application-files').keyOf(file)

/**
 * Removes stored résumés and cover letters by key; one already gone is fine. A failure is logged
 * by count only (file names carry applicants' names) and left to the nightly sweep.
 */
export async function removeStoredFiles(payload: Payload, keys: string[]): Promise<void> {
  const failed = await fileStore(payload, 'application-files').remove(keys)
  if (failed > 0) {
    payload.logger.error(`Application files: could not remove ${failed} stored file(s)`)
  }
}
