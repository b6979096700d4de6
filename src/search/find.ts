import { and, desc, eq, inArray, like, or, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { postgres } from '@/server/database/adapter'
import { unionAllOf } from '@/server/database/expressions'
import { submissionTypes } from '@/submissions'
import { idOfReference } from '@/submissions/reference'

import { searchEntries } from './entries'
import { matchesWords, similarWordsIn, wordSimilarity } from './expressions'
import { readSearchText, type SearchText } from './query-text'

/** What search finds, in the order its results are grouped: the worked types, then accounts. */
export const searchedCollections = [
  ...submissionTypes.map((type) => type.slug),
  'organizations',
] as const satisfies readonly CollectionSlug[]

export type SearchedCollection = (typeof searchedCollections)[number]

/** One record found, as `GET /api/search` answers it. */
export type SearchResult = {
  /** The collection's slug. */
  type: SearchedCollection
  id: number
  /** How the admin names it; a contact's name and its organization's for a contact. */
  title: string
  /** Its page in the admin. */
  href: string
}

/** Most results one search answers. */
export const mostSearchResults = 50

type Readable = { collection: SearchedCollection; rows: true | Where }

/**
 * The collections this person may read, each with the rows they may (all, or those a condition
 * of the collection's read access selects): Payload's own access rules decide, so search shows
 * nobody what their role may not open.
 */
async function readableCollections(req: PayloadRequest): Promise<Readable[]> {
  const readable: Readable[] = []
  for (const collection of searchedCollections) {
    const access = req.payload.collections[collection]?.config.access.read
    const rows = access ? await access({ req }) : Boolean(req.user)
    if (rows === true || (typeof rows === 'object' && rows !== null)) {
      readable.push({ collection, rows: rows as true | Where })
    }
  }
  return readable
}

type Found = { collection: string; recordId: number; part: string; title: string }

/** The records a text names by reference ("QR-000042", "qr-42"), of the readable types. */
async function foundByReference(
  req: PayloadRequest,
  search: SearchText,
  collections: string[],
): Promise<Found[]> {
  const named = submissionTypes.flatMap((type) => {
    const id = idOfReference(type, search.text)
    return id === undefined || !collections.includes(type.slug) ? [] : [{ slug: type.slug, id }]
  })
  if (named.length === 0) return []
  const db = postgres(req.payload).drizzle
  return db
    .select({
      collection: searchEntries.collection,
      recordId: searchEntries.recordId,
      part: searchEntries.part,
      title: searchEntries.title,
    })
    .from(searchEntries)
    .where(
      or(
        ...named.map(({ slug, id }) =>
          and(
            eq(searchEntries.collection, slug),
            eq(searchEntries.recordId, id),
            eq(searchEntries.part, ''),
          ),
        ),
      ),
    )
}

/**
 * The newest records of each collection whose words or phone numbers match: each collection's
 * own `limit` (its rows in id order, newest first, which a common word's reads from the primary
 * key and a rare one's from the word index), in one statement.
 */
async function foundByWords(
  req: PayloadRequest,
  search: SearchText,
  collections: string[],
  limit: number,
): Promise<Found[]> {
  const conditions: SQL[] = [
    ...(search.prefixes === null ? [] : [matchesWords(searchEntries.words, search)]),
    ...search.phoneDigits.map((digits) => like(searchEntries.digits, `%${digits}%`)),
  ]
  if (conditions.length === 0) return []
  const db = postgres(req.payload).drizzle
  const perCollection = collections.map((collection) =>
    db
      .select({
        collection: searchEntries.collection,
        recordId: searchEntries.recordId,
        part: searchEntries.part,
        title: searchEntries.title,
      })
      .from(searchEntries)
      .where(and(eq(searchEntries.collection, collection), or(...conditions)))
      .orderBy(desc(searchEntries.recordId))
      .limit(limit)
      .$dynamic(),
  )
  return unionAllOf(perCollection)
}

/** When no word matches, the records with the most similar words (a name misspelt). */
async function foundBySimilarWords(
  req: PayloadRequest,
  search: SearchText,
  collections: string[],
  limit: number,
): Promise<Found[]> {
  if (search.prefixes === null) return []
  const db = postgres(req.payload).drizzle
  const similarity = wordSimilarity(search.plainWords, searchEntries.plain)
  return db
    .select({
      collection: searchEntries.collection,
      recordId: searchEntries.recordId,
      part: searchEntries.part,
      title: searchEntries.title,
    })
    .from(searchEntries)
    .where(
      and(
        inArray(searchEntries.collection, collections),
        similarWordsIn(search.plainWords, searchEntries.plain),
      ),
    )
    .orderBy(desc(similarity), desc(searchEntries.recordId))
    .limit(limit)
}

/** Of the records found, those of a collection whose read access is a condition that it meets. */
async function withinRowAccess(
  req: PayloadRequest,
  readable: Readable[],
  found: Found[],
): Promise<Found[]> {
  const kept = [...found]
  for (const { collection, rows } of readable) {
    if (rows === true) continue
    const ids = [
      ...new Set(found.filter((row) => row.collection === collection).map((row) => row.recordId)),
    ]
    if (ids.length === 0) continue
    const { docs } = await req.payload.find({
      collection,
      where: { and: [rows, { id: { in: ids } }] },
      select: {},
      limit: ids.length,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const allowed = new Set(docs.map((doc) => doc.id))
    for (let index = kept.length - 1; index >= 0; index--) {
      const row = kept[index]!
      if (row.collection === collection && !allowed.has(row.recordId)) kept.splice(index, 1)
    }
  }
  return kept
}

/**
 * The results to show, at most `limit`, grouped by collection in search's order: each record once
 * (an organization found by its own name rather than by a contact's), and the places shared out
 * between the collections so that many leads do not hide the one organization found.
 */
function grouped(found: Found[], limit: number): SearchResult[] {
  const byCollection = new Map<SearchedCollection, Found[]>()
  for (const collection of searchedCollections) byCollection.set(collection, [])
  const ordered = [...found].sort((a, b) => Number(a.part !== '') - Number(b.part !== ''))
  const seen = new Set<string>()
  for (const row of ordered) {
    const key = `${row.collection}/${row.recordId}`
    const group = byCollection.get(row.collection as SearchedCollection)
    if (!group || seen.has(key)) continue
    seen.add(key)
    group.push(row)
  }
  const taken = new Map<SearchedCollection, number>()
  let left = limit
  while (left > 0) {
    let tookAny = false
    for (const [collection, rows] of byCollection) {
      const count = taken.get(collection) ?? 0
      if (left > 0 && count < rows.length) {
        taken.set(collection, count + 1)
        left -= 1
        tookAny = true
      }
    }
    if (!tookAny) break
  }
  return [...byCollection].flatMap(([collection, rows]) =>
    rows.slice(0, taken.get(collection) ?? 0).map((row) => ({
      type: collection,
      id: row.recordId,
      title: row.title,
      href: `/admin/collections/${collection}/${row.recordId}`,
    })),
  )
}

/**
 * Searches what this person may read for the text typed in the admin's search box: leads by
 * reference, company, name, e-mail or phone number in any form, and organizations by name,
 * domain, or a contact's name, e-mail or phone. Accents and case do not matter; English and
 * French words match their stems; a word matches the start of a stored one; a misspelt name finds
 * the closest when nothing matches exactly.
 */
export async function searchRecords(
  req: PayloadRequest,
  typed: unknown,
  limit: number,
): Promise<SearchResult[]> {
  const search = readSearchText(typed)
  if (!search || !req.user) return []
  const readable = await readableCollections(req)
  const collections = readable.map(({ collection }) => collection)
  if (collections.length === 0) return []
  let found = await foundByReference(req, search, collections)
  if (found.length === 0) found = await foundByWords(req, search, collections, limit)
  if (found.length === 0) found = await foundBySimilarWords(req, search, collections, limit)
  return grouped(await withinRowAccess(req, readable, found), limit)
}
