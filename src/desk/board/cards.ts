import { and, asc, eq, gte, inArray, lt, lte, max, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import {
  asText,
  daysFromDatabaseNow,
  earliestOf,
  named,
  rowNumberWithin,
  rowsWithin,
  whenNull,
} from '@/server/database/expressions'
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
  const firstAnswerDue = whenNull<string>(table.firstResponseAt, table.responseDueAt)
  const due = earliestOf(firstAnswerDue, nextSteps.due)
  const closing = type.statuses.filter((status) => !open.includes(status))
  const leads = db
    .select({
      id: table.id,
      title: table.title,
      status: asText(table.status).as('status'),
      owner: table.owner,
      organization: table.organization,
      amount: table.value_amount,
      currency: asText(table.value_currency).as('currency'),
      receivedAt: table.createdAt,
      answered: named<string | null>(table.firstResponseAt, 'answered_at'),
      firstAnswerDue: firstAnswerDue.as('first_answer_due'),
      nextStepDue: named<string | null>(nextSteps.due, 'next_step_due'),
      due: due.as('due'),
      place: rowNumberWithin(table.status, asc(due), asc(table.createdAt), asc(table.id)).as(
        'place',
      ),
      inColumn: rowsWithin(table.status).as('in_column'),
    })
    .from(table)
    .leftJoin(nextSteps, eq(nextSteps.record, table.id))
    .where(
      and(
        inArray(table.owner, people),
        or(
          inArray(table.status, open as never[]),
          closing.length === 0
            ? undefined
            : and(
                inArray(table.status, closing as never[]),
                gte(table.updatedAt, daysFromDatabaseNow(-closedWithinDays)),
              ),
        ),
        filters.organization === null ? undefined : eq(table.organization, filters.organization),
        filters.country === null || !country ? undefined : eq(asText(country), filters.country),
        filters.due === null
          ? undefined
          : lt(due, dueWindowEnd(filters.due, now, zone).toISOString()),
      ),
    )
    .as('leads')
  const rows = await db
    .select()
    .from(leads)
    .where(lte(leads.place, cardsPerColumn))
    .orderBy(asc(leads.place))

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

  for (const row of rows) {
    const column = columns.find((each) => each.status === row.status)
    if (!column) continue
    column.count = row.inColumn
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
      next: whatIsDue({ ...row, answered: row.answered !== null }),
      due: row.due === null ? null : new Date(row.due).toISOString(),
      overdue: row.due !== null && new Date(row.due) < now,
    })
  }
  return columns
}
