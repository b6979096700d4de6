import {
  and,
  asc,
  count,
  eq,
  exists,
  inArray,
  isNotNull,
  lt,
  min,
  notExists,
  or,
  type SQL,
} from '@payloadcms/db-postgres/drizzle'
import type { AnyPgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { tablesOf, type Tables } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import {
  asText,
  earliestOf,
  hasValue,
  nothing,
  textConstant,
  totalRows,
  unionAllOf,
  valueOf,
  whenNull,
} from '@/server/database/expressions'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'
import { tableOfType } from '@/submissions/tables'

import { openStatuses } from '../queues'
import { dueWindowEnd, type WorkFilters } from './filters'

type Type = SubmissionTypeOf<SubmissionSlug>

/** What is due next on an item: its first answer, its next step (a task), or nothing planned. */
export type NextDue = 'firstAnswer' | 'nextStep' | 'noNextStep' | null

/** One row of My work: an open lead someone owns, or an open task not about one of those. */
export type WorkItem = {
  /** The lead's type, or `tasks` for a task of its own row. */
  collection: SubmissionSlug | 'tasks'
  id: number
  reference: string
  title: string
  status: string
  owner: number | null
  organization: number | null
  country: string | null
  receivedAt: string
  next: NextDue
  /** When the next thing is due; null when nothing is. */
  due: string | null
  overdue: boolean
}

export type MyWork = {
  items: WorkItem[]
  /** Rows matching the filters, across every page. */
  total: number
  /** Rows matching every filter but the type, per type (and `organizations` for their tasks). */
  perType: { type: SubmissionSlug | 'organizations'; count: number }[]
}

/** The column of a type's table its form keeps the country in, for the types that ask. */
const countryColumns = {
  'quote-requests': (tables: Tables) => tables.quote_requests.country,
  'partnership-applications': (tables: Tables) => tables.partnership_applications.countryCode,
  'market-report-requests': (tables: Tables) => tables.market_report_requests.countryCode,
} satisfies Partial<Record<SubmissionSlug, (tables: Tables) => unknown>>

const countryColumnOf = (tables: Tables, slug: SubmissionSlug) =>
  slug in countryColumns ? countryColumns[slug as keyof typeof countryColumns](tables) : null

/** The column of `tasks_rels` that links a task to a record of this collection. */
const taskLinkColumn = (tables: Tables, slug: SubmissionSlug | 'organizations') =>
  tables.tasks_rels[`${slug}ID`]

type WorkQuery = {
  people: number[]
  types: readonly Type[]
  filters: WorkFilters
  now: Date
  /** The viewer's zone: where "today" and "this week" end. */
  zone: string
}

/** The rows of the work asked for, as a subquery, and the condition of its due window. */
function workOf(payload: Payload, { people, types, filters, now, zone }: WorkQuery) {
  const tables = tablesOf(payload)
  const { tasks, tasks_rels } = tables
  const db = postgres(payload).drizzle

  const openTaskDue = (slug: SubmissionSlug | 'organizations', id: AnyPgColumn) =>
    db
      .select({ due: min(tasks.due) })
      .from(tasks)
      .innerJoin(tasks_rels, and(eq(tasks_rels.parent, tasks.id), eq(tasks_rels.path, 'relatedTo')))
      .where(and(eq(taskLinkColumn(tables, slug), id), eq(tasks.done, false)))

  const leadRows = types.map((type) => {
    const table = tableOfType(payload, type.slug)
    const country = countryColumnOf(tables, type.slug)
    const firstAnswerDue = whenNull<string>(table.firstResponseAt, table.responseDueAt)
    const nextStepDue = valueOf<string | null>(openTaskDue(type.slug, table.id))
    return db
      .select({
        collection: textConstant<string>(type.slug).as('collection'),
        id: table.id,
        title: table.title,
        status: asText(table.status).as('status'),
        owner: table.owner,
        organization: table.organization,
        country: (country ? asText(country) : nothing<string>()).as('country'),
        receivedAt: table.createdAt,
        answered: hasValue(table.firstResponseAt).as('answered'),
        firstAnswerDue: firstAnswerDue.as('first_answer_due'),
        nextStepDue: nextStepDue.as('next_step_due'),
      })
      .from(table)
      .where(
        and(
          inArray(table.owner, people),
          inArray(table.status, openStatuses(type)),
          filters.type === null || filters.type === type.slug ? undefined : eq(table.id, -1),
          filters.status === null ? undefined : eq(asText(table.status), filters.status),
          filters.organization === null ? undefined : eq(table.organization, filters.organization),
          filters.country === null
            ? undefined
            : country
              ? eq(asText(country), filters.country)
              : eq(table.id, -1),
        ),
      )
      .$dynamic()
  })

  // A task has a row of its own unless it is about an open lead of these people, shown above.
  const aboutShownLead = or(
    ...types.map((type) => {
      const table = tableOfType(payload, type.slug)
      return inArray(
        taskLinkColumn(tables, type.slug),
        db
          .select({ id: table.id })
          .from(table)
          .where(and(inArray(table.owner, people), inArray(table.status, openStatuses(type)))),
      )
    }),
  )
  const taskIsAbout = (condition: SQL | undefined) =>
    exists(
      db
        .select({ id: tasks_rels.id })
        .from(tasks_rels)
        .where(and(eq(tasks_rels.parent, tasks.id), eq(tasks_rels.path, 'relatedTo'), condition)),
    )
  const taskRows = db
    .select({
      collection: textConstant<string>('tasks').as('collection'),
      id: tasks.id,
      title: tasks.title,
      status: textConstant<string>('open').as('status'),
      owner: tasks.assignee,
      organization: nothing<number>().as('organization'),
      country: nothing<string>().as('country'),
      receivedAt: tasks.createdAt,
      answered: hasValue(tasks.id).as('answered'),
      firstAnswerDue: nothing<string>().as('first_answer_due'),
      nextStepDue: tasks.due,
    })
    .from(tasks)
    .where(
      and(
        inArray(tasks.assignee, people),
        eq(tasks.done, false),
        notExists(
          db
            .select({ id: tasks_rels.id })
            .from(tasks_rels)
            .where(
              and(
                eq(tasks_rels.parent, tasks.id),
                eq(tasks_rels.path, 'relatedTo'),
                aboutShownLead,
              ),
            ),
        ),
        // A status or a country is a lead's: no task row has one.
        filters.status === null && filters.country === null ? undefined : eq(tasks.id, -1),
        filters.type === null
          ? undefined
          : taskIsAbout(isNotNull(taskLinkColumn(tables, filters.type))),
        filters.organization === null
          ? undefined
          : taskIsAbout(eq(tasks_rels.organizationsID, filters.organization)),
      ),
    )
    .$dynamic()

  const work = unionAllOf([...leadRows, taskRows as unknown as (typeof leadRows)[number]]).as(
    'work',
  )
  const due = earliestOf(work.firstAnswerDue, work.nextStepDue)
  const dueFilter =
    filters.due === null ? undefined : lt(due, dueWindowEnd(filters.due, now, zone).toISOString())
  return { db, work, due, dueFilter }
}

/** How many rows the work asked for has. */
async function countWork(payload: Payload, query: WorkQuery): Promise<number> {
  const { db, work, dueFilter } = workOf(payload, query)
  const [counted] = await db.select({ total: count() }).from(work).where(dueFilter)
  return counted.total
}

/**
 * The work of `people` (one person, or a team) across `types`, a page of it: each open lead
 * they own, with its first answer if it has none yet and its earliest open task, and each of
 * their open tasks that is not about one of those leads (an organization's, a colleague's lead).
 * Sorted by what is due first, those with nothing due last; filtered as asked, counted as shown.
 */
export async function readWork(
  payload: Payload,
  query: WorkQuery & { limit?: number; offset?: number },
): Promise<MyWork> {
  const { people, types, now, limit = 50, offset = 0 } = query
  if (people.length === 0 || types.length === 0) return { items: [], total: 0, perType: [] }
  const { db, work, due, dueFilter } = workOf(payload, query)
  const rowsAsked = db
    .select({
      collection: work.collection,
      id: work.id,
      title: work.title,
      status: work.status,
      owner: work.owner,
      organization: work.organization,
      country: work.country,
      receivedAt: work.receivedAt,
      answered: work.answered,
      firstAnswerDue: work.firstAnswerDue,
      nextStepDue: work.nextStepDue,
      due: due.as('due'),
      total: totalRows().as('total'),
    })
    .from(work)
    .where(dueFilter)
    .orderBy(asc(due), asc(work.receivedAt), asc(work.id))
    .limit(limit)
    .offset(offset)
  const choices = [...types.map((type) => type.slug), 'organizations' as const]
  const [rows, perType] = await Promise.all([
    rowsAsked,
    Promise.all(
      choices.map(async (type) => ({
        type,
        count: await countWork(payload, { ...query, filters: { ...query.filters, type } }),
      })),
    ),
  ])

  const items = rows.map((row): WorkItem => {
    const type = types.find((each) => each.slug === row.collection)
    const next: NextDue =
      row.firstAnswerDue !== null &&
      (row.nextStepDue === null || row.firstAnswerDue <= row.nextStepDue)
        ? 'firstAnswer'
        : row.nextStepDue !== null
          ? 'nextStep'
          : row.answered
            ? 'noNextStep'
            : null
    return {
      collection: type ? type.slug : 'tasks',
      id: row.id,
      reference: type ? submissionReference(type, row.id) : `T-${row.id}`,
      title: row.title ?? '',
      status: row.status,
      owner: row.owner,
      organization: row.organization,
      country: row.country,
      receivedAt: row.receivedAt,
      next,
      due: row.due === null ? null : new Date(row.due).toISOString(),
      overdue: row.due !== null && new Date(row.due) < now,
    }
  })
  const total = rows[0]?.total ?? (offset > 0 ? await countWork(payload, query) : 0)
  return { items, total, perType: perType.filter(({ count }) => count > 0) }
}
