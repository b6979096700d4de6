import type { Payload } from 'payload'

import { listStoredFiles, removeStoredFiles } from './storage'

/** A stored file younger than this may belong to a submission whose transaction is still open. */
export const orphanMinimumAgeMs = 60 * 60 * 1000

/** Removes stored application files with no row that are older than an hour; their count. */
export async function sweepOrphanedFiles(payload: Payload, now = new Date()): Promise<number> {
  const stored = await listStoredFiles(payload)
  const old = stored
    .filter(({ modifiedAt }) => now.getTime() - modifiedAt.getTime() > orphanMinimumAgeMs)
    .map(({ filename }) => filename)
  const orphans: string[] = []
  for (let start = 0; start < old.length; start += 500) {
    const names = old.slice(start, start + 500)
    const { docs } = await payload.find({
      collection: 'application-files',
      where: { filename: { in: names } },
      select: { filename: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const known = new Set(docs.map((doc) => doc.filename))
    orphans.push(...names.filter((name) => !known.has(name)))
  }
  await removeStoredFiles(payload, orphans)
  payload.logger.info(`Application files: removed ${orphans.length} stored file(s) with no row`)
  return orphans.length
}
