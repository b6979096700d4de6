import { createHash, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/lib/site/locales'
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
  const db = await transactionDatabase(postgres(req.payload), req)
  await db.execute(sql`
    UPDATE market_report_requests
    SET download_token_hash = ${hashOf(token)},
        download_expires_at = now() + make_interval(days => ${linkValidDays}),
        download_count = 0
    WHERE id = ${submissionId}`)
  return token
}

/** What a link still allows: the region whose report it serves, until when, how many more times. */
export type DownloadLink = {
  region: number
  expiresAt: Date
  downloadsLeft: number
  usable: boolean
}

type LinkRow = { region_id: number; download_expires_at: string; download_count: number }

const linkOf = (row: LinkRow): DownloadLink => {
  const expiresAt = new Date(row.download_expires_at)
  const downloadsLeft = Math.max(0, maxDownloads - row.download_count)
  return {
    region: row.region_id,
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
  const { rows } = await postgres(payload).drizzle.execute<LinkRow>(sql`
    SELECT region_id, download_expires_at, download_count FROM market_report_requests
    WHERE download_token_hash = ${hashOf(token)}`)
  return rows[0] && linkOf(rows[0])
}

/**
 * Counts one download, if the link still allows one: a single conditional UPDATE, so two
 * downloads at once can never both take the last one. Returns the region, or undefined.
 */
export async function takeDownload(payload: Payload, token: string): Promise<number | undefined> {
  if (!tokenShape.test(token)) return undefined
  const { rows } = await postgres(payload).drizzle.execute<{ region_id: number }>(sql`
    UPDATE market_report_requests SET download_count = download_count + 1
    WHERE download_token_hash = ${hashOf(token)}
      AND download_count < ${maxDownloads}
      AND download_expires_at > now()
    RETURNING region_id`)
  return rows[0]?.region_id
}
