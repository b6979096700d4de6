import { and, asc, count, eq, gte, inArray, isNull, lt, max } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { asText, daysFromDatabaseNow, earliestOf, when } from '@/server/database/expressions'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'
import { tableOfType } from '@/submissions/tables'

import { defaultDealCurrency, isDealCurrency, type DealCurrency } from '../deals/currencies'
import { dueWindowEnd, type WorkFilters } from '../my-work/filters'
import { nextStepsOf, whatIsDue, type NextDue } from '../my-work/items'
import { openStatuses } from '../queues'

type Type = SubmissionTypeOf<SubmissionSlug>

/** Cards shown in a column; the column says how many more there are and links to the list. */
export const cardsPerColumn = 50

/** A closing column shows the leads closed within these days: the rest are history. */
export const closedWithinDays = 30

export type BoardCard = {
  id: number
  reference: string
  title: string
  owner: number | null
  organization: number | null
  /** What the deal is worth, once someone has said. */
  value: { amount: number; currency: DealCurrency } | null
  /** When the lead came into its status: its last status change, else its arrival. */
  inStageSince: string
  next: NextDue
  due: string | null
  overdue: boolean
}

export type BoardColumn = {
  status: string
  /** Whether the status closes the lead (an outcome): its column holds the last days' only. */
  closing: boolean
  /** Leads in the column, across every card not shown. */
  count: number
  cards: BoardCard[]
}

type BoardQuery = {
  type: Type
  people: number[]
  filters: Pick<WorkFilters, 'due' | 'organization' | 'country'>
  now: Date
  /** The viewer's zone: where "today" and "this week" end. */
  zone: string
}

/** The column of a type's table its form keeps the country in, for the types that ask. */
function countryColumnOf(payload: Payload, slug: SubmissionSlug) {
  const tables = tablesOf(payload)
  if (slug === 'quote-requests') return tables.quote_requests.country
  if (slug === 'partnership-applications') return tables.partnership_applications.countryCode
  if (slug === 'market-report-requests') return tables.market_report_requests.countryCode
  return null
}

/**
 * The board of one worked type: a column per status in the type's order, each with the leads of
 * `people` in it, soonest due first, up to `cardsPerColumn` cards, and its count. Open statuses
 * hold every such lead; closing ones those closed in the last `closedWithinDays` days. Filtered
 * by due window, organization and country as My work is.
 */
export async function readBoard(payload: Payload, query: BoardQuery): Promise<BoardColumn[]> {
  const { type, people, filters, now, zone } = query
  const open: readonly string[] = openStatuses(type)
  const columns = type.statuses.map((status) => ({
    status,
    closing: !open.includes(status),
    count: 0,
    cards: [] as BoardCard[],
  }))
  const country = countryColumnOf(payload, type.slug)
  if (people.length === 0 || (filters.country !== null && !country)) return columns

  const db = postgres(payload).drizzle
  const table = tableOfType(payload, type.slug)
  const nextSteps = nextStepsOf(payload, type.slug)
  const firstAnswerDue = when<string>(isNull(table.firstResponseAt), table.responseDueAt)
  const due = earliestOf(firstAnswerDue, nextSteps.due)
  const inColumn = (status: string) =>
    and(
      inArray(table.owner, people),
      eq(asText(table.status), status),
      open.includes(status)
        ? undefined
        : gte(table.updatedAt, daysFromDatabaseNow(-closedWithinDays)),
      filters.organization === null ? undefined : eq(table.organization, filters.organization),
      filters.country === null || !country ? undefined : eq(asText(country), filters.country),
      filters.due === null
        ? undefined
        : lt(due, dueWindowEnd(filters.due, now, zone).toISOString()),
    )
  // Per column, its first cards and its count: a few small queries, side by side.
  const perColumn = await Promise.all(
    type.statuses.map(async (status) => {
      const [cards, [counted]] = await Promise.all([
        db
          .select({
            id: table.id,
            title: table.title,
            status: asText(table.status),
            owner: table.owner,
            organization: table.organization,
            amount: table.value_amount,
            currency: asText(table.value_currency),
            receivedAt: table.createdAt,
            answeredAt: table.firstResponseAt,
            firstAnswerDue,
            nextStepDue: nextSteps.due,
            due,
          })
          .from(table)
          .leftJoin(nextSteps, eq(nextSteps.record, table.id))
          .where(inColumn(status))
          .orderBy(asc(due), asc(table.createdAt), asc(table.id))
          .limit(cardsPerColumn),
        // The next steps are needed to count only when the due window filters on them.
        (filters.due === null
          ? db.select({ count: count() }).from(table).$dynamic()
          : db
              .select({ count: count() })
              .from(table)
              .leftJoin(nextSteps, eq(nextSteps.record, table.id))
              .$dynamic()
        ).where(inColumn(status)),
      ])
      return { status, cards, count: counted.count }
    }),
  )
  const rows = perColumn.flatMap(({ cards }) => cards)

  const { status_changes } = tablesOf(payload)
  const shown = rows.map((row) => row.id)
  const lastMoves =
    shown.length === 0
      ? []
      : await db
          .select({ id: status_changes.submissionId, at: max(status_changes.createdAt) })
          .from(status_changes)
          .where(
            and(
              eq(status_changes.submissionCollection, type.slug),
              inArray(status_changes.submissionId, shown),
            ),
          )
          .groupBy(status_changes.submissionId)
  const movedAt = new Map(lastMoves.map(({ id, at }) => [Number(id), at]))

  for (const { status, count: inIt } of perColumn) {
    const column = columns.find((each) => each.status === status)
    if (column) column.count = inIt
  }
  for (const row of rows) {
    const column = columns.find((each) => each.status === row.status)
    if (!column) continue
    column.cards.push({
      id: row.id,
      reference: submissionReference(type, row.id),
      title: row.title ?? '',
      owner: row.owner,
      organization: row.organization,
      value:
        row.amount === null
          ? null
          : {
              amount: Number(row.amount),
              currency: isDealCurrency(row.currency) ? row.currency : defaultDealCurrency,
            },
      inStageSince: new Date(movedAt.get(row.id) ?? row.receivedAt).toISOString(),
      next: whatIsDue({ ...row, answered: row.answeredAt !== null }),
      due: row.due === null ? null : new Date(row.due).toISOString(),
      overdue: row.due !== null && new Date(row.due) < now,
    })
  }
  return columns
}
