import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { submissionTypes } from '@/submissions'

/** What search finds, in the order its results are grouped: the worked types, then accounts. */
export const searchedCollections = [
  ...submissionTypes.map((type) => type.slug),
  'organizations',
] as const satisfies readonly CollectionSlug[]

export type SearchedCollection = (typeof searchedCollections)[number]

/** A group of results' heading, in English (the admin's dictionary gives the French). */
export const pluralLabelOf = (collection: SearchedCollection): string =>
  submissionTypes.find((type) => type.slug === collection)?.labels.plural ?? 'Organizations'

/** A collection this person may read, with the rows they may: all, or those a condition selects. */
export type Readable = { collection: SearchedCollection; rows: true | Where }

/**
 * The collections this person may read: Payload's own access rules decide, so search shows
 * nobody what their role may not open.
 */
export async function readableCollections(req: PayloadRequest): Promise<Readable[]> {
  if (!req.user) return []
  const readable: Readable[] = []
  for (const collection of searchedCollections) {
    const access = req.payload.collections[collection]?.config.access.read
    const rows = access ? await access({ req }) : true
    if (rows === true || (typeof rows === 'object' && rows !== null)) {
      readable.push({ collection, rows: rows as true | Where })
    }
  }
  return readable
}
