import { count, eq, isNull } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { postgres } from '@/server/database/adapter'
import { asText } from '@/server/database/expressions'
import { readSubmissionCounts } from '@/submissions/submission-counts'
import { submissionStatuses, type SubmissionSlug } from '@/submissions'
import { tableOfType } from '@/submissions/tables'

import { statusLabel } from './workflow'

/** The status filter exactly as Payload's own filter builder writes it, so both stay in sync. */
export const statusFilterKey = 'where[or][0][and][0][status][equals]'

/** The owner filters the desk's links open a list with: one person's leads, or nobody's. */
const ownerKeys = ['where[owner][equals]', 'where[owner][exists]'] as const

export type StatusTab = { status?: string; label: string; count: number; href: string }

type Query = Record<string, string | string[] | undefined> | undefined

/** The owner filter a list was opened with ("My leads", the unassigned queue), if any. */
function ownerFilterOf(query: Query): { key: string; value: string } | undefined {
  for (const key of ownerKeys) {
    const value = query?.[key]
    if (key === 'where[owner][equals]' && typeof value === 'string' && /^\d{1,12}$/.test(value)) {
      return { key, value }
    }
    if (key === 'where[owner][exists]' && value === 'false') return { key, value }
  }
  return undefined
}

/** How many submissions one owner holds in each status (`false`: those with no owner). */
async function countsOfOwner(payload: Payload, slug: SubmissionSlug, owner: string) {
  const table = tableOfType(payload, slug)
  const rows = await postgres(payload)
    .drizzle.select({ status: asText(table.status), count: count() })
    .from(table)
    .where(owner === 'false' ? isNull(table.owner) : eq(table.owner, Number(owner)))
    .groupBy(table.status)
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    perStatus: Object.fromEntries(rows.map((row) => [row.status, row.count])) as Record<
      string,
      number
    >,
  }
}

/**
 * The status tabs above a submission list, each with how many submissions it holds. A list opened
 * on one owner's leads (or the unassigned ones) keeps that filter in every tab, and its counts are
 * that owner's, counted on the (owner, status) index; otherwise the kept counts are read, one
 * small read instead of a COUNT(*) per tab that grows with the table.
 */
export async function statusTabs(
  payload: Payload,
  slug: SubmissionSlug,
  query: Query,
): Promise<{ tabs: StatusTab[]; active?: string }> {
  const statuses = submissionStatuses[slug]
  const owner = ownerFilterOf(query)
  const { total, perStatus } = owner
    ? await countsOfOwner(payload, slug, owner.value)
    : (await readSubmissionCounts(postgres(payload).drizzle))[slug]
  const listURL = formatAdminURL({
    adminRoute: payload.config.routes.admin,
    path: `/collections/${slug}`,
  })
  const href = (status?: string) => {
    const params = new URLSearchParams()
    if (owner) params.set(owner.key, owner.value)
    if (status) params.set(statusFilterKey, status)
    const search = params.toString()
    return search ? `${listURL}?${search}` : listURL
  }
  const active = typeof query?.[statusFilterKey] === 'string' ? query[statusFilterKey] : undefined
  return {
    active,
    tabs: [
      { label: 'All', count: total, href: href() },
      ...statuses.map((status) => ({
        status,
        label: statusLabel(status),
        count: perStatus[status] ?? 0,
        href: href(status),
      })),
    ],
  }
}
