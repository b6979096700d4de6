import path from 'node:path'

import type { Payload } from 'payload'

import { fileStore } from '@/server/storage/file-store'

import { removeStoredFiles } from './storage'

/** A stored file younger than this may belong to a submission whose transaction is still open. */
export const orphanMinimumAgeMs = 60 * 60 * 1000

/** Removes stored application files with no row that are older than an hour; their count. */
export async function sweepOrphanedFiles(payload: Payload, now = new Date()): Promise<number> {
  const store = fileStore(payload, 'application-files')
  const old = (await store.list())
    .filter(({ modifiedAt }) => now.getTime() - modifiedAt.getTime() > orphanMinimumAgeMs)
    .map(({ key }) => key)
  const orphans: string[] = []
  for (let start = 0; start < old.length; start += 500) {
    const keys = old.slice(start, start + 500)
    const { docs } = await payload.find({
      collection: 'application-files',
      where: { filename: { in: keys.map((key) => path.posix.basename(key)) } },
      select: { filename: true, prefix: true, _objectKey: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const known = new Set(docs.flatMap((doc) => store.keyOf(doc) ?? []))
    orphans.push(...keys.filter((key) => !known.has(key)))
  }
  await removeStoredFiles(payload, orphans)
  payload.logger.info(`Application files: removed ${orphans.length} stored file(s) with no row`)
  return orphans.length
}
