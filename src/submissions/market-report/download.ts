import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, lt } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/lib/site/locales'
import { tablesOf } from '@/lib/tables'
import { databaseNow, daysFromDatabaseNow, plusOne } from '@/server/database/expressions'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'

import { linkValidDays, maxDownloads } from './limits'

export { linkValidDays, maxDownloads }

/** 32 random bytes in base64url: what a link carries, and all it may carry. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/

/** Only this is stored: someone reading the database cannot rebuild a working link from it. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

// Encoded: a path may carry anything a stranger typed, and a header only Latin-1 without breaks.
export const downloadPagePath = (token: string) => `/market-report/${encodeURIComponent(token)}`
export const downloadFilePath = (token: string) =>
  `/api/market-reports/${encodeURIComponent(token)}`

/**
 * A region by id as visitors may see it: published (a region kept as a draft has no public page,
 * so neither its report nor its name is given out), or undefined.
 */
export async function publishedRegion<Select extends Record<string, true>>(
  payload: Payload,
  id: number,
  select: Select,
  locale?: Locale,
) {
  const { docs } = await payload.find({
    collection: 'regions',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    select,
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0]
}

/**
 * Gives the request its download link, in the submission's transaction: the link exists only if
 * the request is stored. Returns the link's token, for the visitor's confirmation.
 */
export async function issueDownloadLink(submissionId: number, req: PayloadRequest) {
  const token = randomBytes(32).toString('base64url')
  const { market_report_requests: requests } = tablesOf(req.payload)
  const db = await transactionDatabase(postgres(req.payload), req)
  await db
    .update(requests)
    .set({
      download_tokenHash: hashOf(token),
      download_expiresAt: daysFromDatabaseNow(linkValidDays),
      download_count: 0,
    })
    .where(eq(requests.id, submissionId))
  return token
}

/** What a link still allows: the region whose report it serves, until when, how many more times. */
export type DownloadLink = {
  region: number
  expiresAt: Date
  downloadsLeft: number
  usable: boolean
}

type LinkRow = { region: number | null; expiresAt: string | null; count: number }

const linkOf = (row: LinkRow): DownloadLink | undefined => {
  if (row.region === null || row.expiresAt === null) return undefined
  const expiresAt = new Date(row.expiresAt)
  const downloadsLeft = Math.max(0, maxDownloads - row.count)
  return {
    region: row.region,
    expiresAt,
    downloadsLeft,
    usable: downloadsLeft > 0 && expiresAt > new Date(),
  }
}

/** The link a token names, without using it up; undefined for a token no request has. */
export async function findDownloadLink(
  payload: Payload,
  token: string,
): Promise<DownloadLink | undefined> {
  if (!tokenShape.test(token)) return undefined
  const { market_report_requests: requests } = tablesOf(payload)
  const [row] = await postgres(payload)
    .drizzle.select({
      region: requests.region,
      expiresAt: requests.download_expiresAt,
      count: requests.download_count,
    })
    .from(requests)
    .where(eq(requests.download_tokenHash, hashOf(token)))
  return row && linkOf(row)
}

/**
 * Counts one download, if the link still allows one: a single conditional UPDATE, so two
 * downloads at once can never both take the last one. Returns the region, or undefined.
 */
export async function takeDownload(payload: Payload, token: string): Promise<number | undefined> {
  if (!tokenShape.test(token)) return undefined
  const { market_report_requests: requests } = tablesOf(payload)
  const [taken] = await postgres(payload)
    .drizzle.update(requests)
    .set({ download_count: plusOne(requests.download_count) })
    .where(
      and(
        eq(requests.download_tokenHash, hashOf(token)),
        lt(requests.download_count, maxDownloads),
        gt(requests.download_expiresAt, databaseNow()),
      ),
    )
    .returning({ region: requests.region })
  return taken?.region ?? undefined
}
