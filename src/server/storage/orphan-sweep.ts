import path from 'node:path'

import type { Payload } from 'payload'

import { collectionLabel, fileStore, removeStoredFiles, type StoredCollection } from './file-store'

/** A stored file younger than this may belong to a unit of work whose transaction is still open. */
export const orphanMinimumAgeMs = 60 * 60 * 1000

/** The collections whose files are written inside a transaction that may roll back. */
export const sweptCollections = [
  'application-files',
  'answer-files',
] as const satisfies StoredCollection[]

/**
 * Removes one collection's stored files that no row points to and that are older than an hour
 * (left by a submission or a filed answer whose transaction failed); their count.
 */
export async function sweepOrphanedFiles(
  payload: Payload,
  collection: (typeof sweptCollections)[number],
  now = new Date(),
): Promise<number> {
  const store = fileStore(payload, collection)
  const old = (await store.list())
    .filter(({ modifiedAt }) => now.getTime() - modifiedAt.getTime() > orphanMinimumAgeMs)
    .map(({ key }) => key)
  const orphans: string[] = []
  for (let start = 0; start < old.length; start += 500) {
    const keys = old.slice(start, start + 500)
    const { docs } = await payload.find({
      collection,
      where: { filename: { in: keys.map((key) => path.posix.basename(key)) } },
      select: { filename: true, prefix: true, _objectKey: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const known = new Set(docs.flatMap((doc) => store.keyOf(doc) ?? []))
    orphans.push(...keys.filter((key) => !known.has(key)))
  }
  await removeStoredFiles(payload, { [collection]: orphans })
  payload.logger.info(
    `${collectionLabel(payload, collection)}: removed ${orphans.length} stored file(s) with no row`,
  )
  return orphans.length
}
