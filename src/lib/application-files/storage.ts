import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * Where résumés and cover letters are stored, and the only code that touches them by name: every
 * deletion and the nightly sweep go through here, so the storage can change in one place.
 */
const storageDir = (payload: Payload) => {
  const staticDir = payload.collections['application-files'].config.upload.staticDir
  if (!staticDir) throw new Error('application-files has no storage directory')
  return path.resolve(staticDir)
}

/** A stored file's path, or undefined for a name that would leave the storage directory. */
function storedPath(payload: Payload, filename: string): string | undefined {
  const dir = storageDir(payload)
  const file = path.resolve(dir, filename)
  return path.dirname(file) === dir ? file : undefined
}

/**
 * Removes stored files by name; a name already gone is fine. A failure is logged by count only
 * (file names carry applicants' names) and left to the nightly sweep.
 */
export async function removeStoredFiles(payload: Payload, filenames: string[]): Promise<void> {
  const paths = filenames.flatMap((filename) => storedPath(payload, filename) ?? [])
  const results = await Promise.allSettled(paths.map((file) => rm(file, { force: true })))
  const failed = results.filter((result) => result.status === 'rejected').length
  if (failed > 0) {
    payload.logger.error(`Application files: could not remove ${failed} stored file(s)`)
  }
}

/** Every stored file's name and when it was last written. */
export async function listStoredFiles(
  payload: Payload,
): Promise<{ filename: string; modifiedAt: Date }[]> {
  const dir = storageDir(payload)
  const entries = await readdir(dir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  const files = entries.filter((entry) => entry.isFile())
  return Promise.all(
    files.map(async ({ name }) => ({
      filename: name,
      modifiedAt: (await stat(path.join(dir, name))).mtime,
    })),
  )
}
