import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sum } from '@payloadcms/db-postgres/drizzle'
import type { DatabaseAdapterObj, FindArgs, PaginatedDocs, Where } from 'payload'

import { submissionCounts } from '@/server/database/stats-tables'
import { transactionDatabase, type Database } from '@/server/database/transaction'
import {
  isSubmissionSlug,
  submissionStatuses,
  submissionTable,
  type SubmissionSlug,
} from '@/submissions'

/** How many submissions of one type there are: in all, and with each status. */
export type SubmissionCounts = { total: number; perStatus: Record<string, number> }

/**
 * Every submission type's counts, kept exact by statement-level triggers (migration
 * submission_counts) in a few slots each (submission_count_slots): reading them costs the same at
 * a million rows as at ten. A status that no submission has had yet counts 0.
 */
export async function readSubmissionCounts(
  db: Database,
): Promise<Record<SubmissionSlug, SubmissionCounts>> {
  const rows = await db
    .select({
      submission_table: submissionCounts.submissionTable,
      status: submissionCounts.status,
      count: sum(submissionCounts.count),
    })
    .from(submissionCounts)
    .groupBy(submissionCounts.submissionTable, submissionCounts.status)
  const counts = {} as Record<SubmissionSlug, SubmissionCounts>
  for (const [slug, statuses] of Object.entries(submissionStatuses)) {
    const perStatus = Object.fromEntries(statuses.map((status) => [status, 0]))
    for (const row of rows) {
      if (row.submission_table === submissionTable(slug as SubmissionSlug)) {
        perStatus[row.status] = Number(row.count)
      }
    }
    const total = Object.values(perStatus).reduce((sum, count) => sum + count, 0)
    counts[slug as SubmissionSlug] = { total, perStatus }
  }
  return counts
}

/**
 * The rows a `where` selects, when the counts table can tell: every row (no condition) or the
 * rows of one status. `and`/`or` groups of a single condition, as the admin's list builds
 * them, are unwrapped. Anything else yields undefined: it has to be counted.
 */
export function countableSelection(where: Where | undefined): { status?: string } | undefined {
  const conditions = Object.entries(where ?? {})
  if (conditions.length === 0) return {}
  if (conditions.length > 1) return undefined
  const [[field, condition]] = conditions
  if (field === 'and' || field === 'or') {
    const parts = (condition as Where[]).filter((part) => Object.keys(part).length > 0)
    return parts.length <= 1 ? countableSelection(parts[0]) : undefined
  }
  if (field !== 'status' || typeof condition !== 'object' || condition === null) return undefined
  const operators = Object.entries(condition)
  if (operators.length !== 1 || operators[0][0] !== 'equals') return undefined
  const status = operators[0][1]
  return typeof status === 'string' ? { status } : undefined
}

/**
 * A page of submissions with its totals read from the counts table instead of COUNT(*), whose
 * cost grows with the matching rows (a quarter of a million "new" ones at scale).
 */
async function findWithKeptTotals(
  adapter: PostgresAdapter,
  find: PostgresAdapter['find'],
  args: FindArgs & { collection: SubmissionSlug },
  selection: { status?: string },
): Promise<PaginatedDocs> {
  const page = args.page ?? 1
  const limit = args.limit!
  const [result, counts] = await Promise.all([
    find.call(adapter, { ...args, pagination: false }),
    readSubmissionCounts(await transactionDatabase(adapter, args.req)),
  ])
  const { total, perStatus } = counts[args.collection]
  const totalDocs = selection.status ? (perStatus[selection.status] ?? 0) : total
  const totalPages = Math.ceil(totalDocs / limit)
  return {
    ...result,
    limit,
    page,
    totalDocs,
    totalPages,
    pagingCounter: (page - 1) * limit + 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  }
}

/**
 * The PostgreSQL adapter, with the paginated lists of submissions (the admin's lists, newest
 * first, by status) taking their totals from the kept counts instead of counting the rows.
 */
export function withKeptSubmissionTotals(
  base: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const find = adapter.find
      adapter.find = async function findSubmissions(findArgs: FindArgs) {
        const { collection, limit, pagination } = findArgs
        if (isSubmissionSlug(collection) && pagination !== false && limit) {
          const selection = countableSelection(findArgs.where)
          if (selection) {
            return findWithKeptTotals(adapter, find, { ...findArgs, collection }, selection)
          }
        }
        return find.call(adapter, findArgs)
      } as PostgresAdapter['find']
      return adapter
    },
  }
}
