import {
  and,
  desc,
  eq,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { unionAllOf } from '@/server/database/expressions'
import { submissionTypes } from '@/submissions'
import { idOfReference } from '@/submissions/reference'

import {
  readableCollections,
  searchedCollections,
  type Readable,
  type SearchedCollection,
} from './collections'
import { searchEntries } from './entries'
import { matchesWords, similarWordsIn, wordSimilarity } from './expressions'
import { readSearchText, type SearchText } from './query-text'

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

type Found = { collection: string; recordId: number; part: string; title: string }

/** The columns a found record is read with. */
const foundColumns = {
  collection: searchEntries.collection,
  recordId: searchEntries.recordId,
  part: searchEntries.part,
  title: searchEntries.title,
}

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
    .select(foundColumns)
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
 * How many of a collection's newest rows are read one by one for a word before its index is
 * asked: enough to find a page of results for a word a hundredth of the leads have, few enough to
 * read in a few milliseconds.
 */
const newestRowsRead = 5_000

/** What a search's text matches in a row: its words, or one of its phone numbers' digits. */
function matchOf(search: SearchText, columns: { words: SQLWrapper; digits: SQLWrapper }) {
  const conditions: SQL[] = [
    ...(search.prefixes === null ? [] : [matchesWords(columns.words, search)]),
    ...search.phoneDigits.map((digits) => sql`${columns.digits} like ${`%${digits}%`}`),
  ]
  return conditions.length === 0 ? undefined : or(...conditions)
}

/**
 * The newest records of each collection whose words or phone numbers match, at most `limit` each,
 * in two steps. PostgreSQL cannot read the word index in id order, and its guess of how many rows
 * a word matches is often far out: for a common word it must walk the newest rows in order (a
 * page is found within the first thousands), for a rare one it must ask the index (walking the
 * million rows would take a second). So the newest rows are read first, in one statement for all
 * collections; a collection that has fewer than `limit` among them is then asked through its index.
 */
async function foundByWords(
  req: PayloadRequest,
  search: SearchText,
  collections: string[],
  limit: number,
): Promise<Found[]> {
  if (matchOf(search, searchEntries) === undefined) return []
  const db = postgres(req.payload).drizzle
  const amongNewest = collections.map((collection) => {
    const newest = db
      .select({
        collection: searchEntries.collection,
        recordId: searchEntries.recordId,
        part: searchEntries.part,
        title: searchEntries.title,
        words: searchEntries.words,
        digits: searchEntries.digits,
      })
      .from(searchEntries)
      .where(eq(searchEntries.collection, collection))
      .orderBy(desc(searchEntries.recordId))
      .limit(newestRowsRead)
      .as('newest')
    return db
      .select({
        collection: newest.collection,
        recordId: newest.recordId,
        part: newest.part,
        title: newest.title,
      })
      .from(newest)
      .where(matchOf(search, newest))
      .orderBy(desc(newest.recordId))
      .limit(limit)
      .$dynamic()
  })
  const first = await unionAllOf(amongNewest)
  const short = collections.filter(
    (collection) => first.filter((row) => row.collection === collection).length < limit,
  )
  if (short.length === 0) return first
  const throughIndex = await unionAllOf(
    short.map((collection) =>
      db
        .select(foundColumns)
        .from(searchEntries)
        .where(and(eq(searchEntries.collection, collection), matchOf(search, searchEntries)))
        // `+ 0` keeps the planner off the primary key's order, which for a rare word means
        // walking every row: it takes the word index and sorts what it finds.
        .orderBy(sql`${searchEntries.recordId} + 0 desc`)
        .limit(limit)
        .$dynamic(),
    ),
  )
  return [...first.filter((row) => !short.includes(row.collection)), ...throughIndex]
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
    .select(foundColumns)
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
