import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  min,
  notInArray,
  or,
  type SQL,
} from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf, type Tables } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import {
  asText,
  earliestOf,
  firstNonNull,
  nothing,
  textConstant,
  totalRows,
  unionAllOf,
  when,
} from '@/server/database/expressions'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'
import { tableOfType } from '@/submissions/tables'

import { openStatuses } from '../queues'
import { isTaskSubject, taskSubjects, type TaskSubject } from '../tasks/related'
import { dueWindowEnd, type WorkFilters } from './filters'

type Type = SubmissionTypeOf<SubmissionSlug>

/** What is due next on an item: its first answer, its next step (a task), or nothing planned. */
export type NextDue = 'firstAnswer' | 'nextStep' | 'noNextStep' | null

/** What is due next on a lead: the earlier of its first answer and its next step, if any. */
export function whatIsDue(row: {
  firstAnswerDue: string | null
  nextStepDue: string | null
  answered: boolean
}): NextDue {
  if (
    row.firstAnswerDue !== null &&
    (row.nextStepDue === null || row.firstAnswerDue <= row.nextStepDue)
  )
    return 'firstAnswer'
  if (row.nextStepDue !== null) return 'nextStep'
  return row.answered ? 'noNextStep' : null
}

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
  perType: { type: TaskSubject; count: number }[]
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

/**
 * Each record of `slug` with an open task, and the earliest due time of its open tasks: a
 * subquery to join on `record` (one grouped scan of the open tasks, not one lookup per record).
 */
export function nextStepsOf(payload: Payload, slug: SubmissionSlug | 'organizations') {
  const tables = tablesOf(payload)
  const { tasks, tasks_rels } = tables
  const link = taskLinkColumn(tables, slug)
  return postgres(payload)
    .drizzle.select({ record: link, due: min(tasks.due).as('next_step_due') })
    .from(tasks)
    .innerJoin(tasks_rels, and(eq(tasks_rels.parent, tasks.id), eq(tasks_rels.path, 'relatedTo')))
    .where(and(eq(tasks.done, false), isNotNull(link)))
    .groupBy(link)
    .as(`next_steps_${slug.replaceAll('-', '_')}`)
}

type WorkQuery = {
  people: number[]
  types: readonly Type[]
  filters: WorkFilters
  now: Date
  /** The viewer's zone: where "today" and "this week" end. */
  zone: string
}

/**
 * The rows of the work asked for, as a subquery, with each row's `kind` (a lead's type; for a
 * task, the type of what it is about), and the condition of its due window. `byType` false
 * leaves the type filter out, for the counts per type.
 */
function workOf(payload: Payload, { people, types, filters, now, zone }: WorkQuery, byType = true) {
  const tables = tablesOf(payload)
  const { tasks, tasks_rels } = tables
  const db = postgres(payload).drizzle
  const shownTypes =
    byType && filters.type !== null ? types.filter((type) => type.slug === filters.type) : types

  const leadRows = shownTypes.map((type) => {
    const table = tableOfType(payload, type.slug)
    const country = countryColumnOf(tables, type.slug)
    const nextSteps = nextStepsOf(payload, type.slug)
    if (filters.country !== null && !country) return null
    return db
      .select({
        collection: textConstant<string>(type.slug).as('collection'),
        kind: textConstant<string>(type.slug).as('kind'),
        id: table.id,
        title: table.title,
        status: asText(table.status).as('status'),
        owner: table.owner,
        organization: table.organization,
        country: (country ? asText(country) : nothing<string>()).as('country'),
        receivedAt: table.createdAt,
        answeredAt: table.firstResponseAt,
        firstAnswerDue: when<string>(isNull(table.firstResponseAt), table.responseDueAt).as(
          'first_answer_due',
        ),
        nextStepDue: nextSteps.due,
      })
      .from(table)
      .leftJoin(nextSteps, eq(nextSteps.record, table.id))
      .where(
        and(
          inArray(table.owner, people),
          inArray(table.status, openStatuses(type)),
          filters.status === null ? undefined : eq(asText(table.status), filters.status),
          filters.organization === null ? undefined : eq(table.organization, filters.organization),
          filters.country === null || !country ? undefined : eq(asText(country), filters.country),
        ),
      )
      .$dynamic()
  })

  // What a task is about, as the type it counts under.
  const about = taskSubjects.reduceRight<SQL<string | null>>(
    (others, slug) =>
      firstNonNull<string | null>(
        when(isNotNull(taskLinkColumn(tables, slug)), textConstant(slug)),
        others,
      ),
    nothing<string>(),
  )
  // A task has a row of its own unless it is about an open lead of these people, shown above.
  const notAboutShownLead = types.map((type) => {
    const table = tableOfType(payload, type.slug)
    const link = taskLinkColumn(tables, type.slug)
    return or(
      isNull(link),
      notInArray(
        link,
        db
          .select({ id: table.id })
          .from(table)
          .where(and(inArray(table.owner, people), inArray(table.status, openStatuses(type)))),
      ),
    )
  })
  // A status or a country is a lead's: no task row has one.
  const taskRows =
    filters.status !== null || filters.country !== null
      ? null
      : db
          .select({
            collection: textConstant<string>('tasks').as('collection'),
            kind: about.as('kind'),
            id: tasks.id,
            title: tasks.title,
            status: textConstant<string>('open').as('status'),
            owner: tasks.assignee,
            organization: nothing<number>().as('organization'),
            country: nothing<string>().as('country'),
            receivedAt: tasks.createdAt,
            // Never null: a task awaits no first answer.
            answeredAt: tasks.updatedAt,
            firstAnswerDue: nothing<string>().as('first_answer_due'),
            nextStepDue: tasks.due,
          })
          .from(tasks)
          .leftJoin(
            tasks_rels,
            and(eq(tasks_rels.parent, tasks.id), eq(tasks_rels.path, 'relatedTo')),
          )
          .where(
            and(
              inArray(tasks.assignee, people),
              eq(tasks.done, false),
              ...notAboutShownLead,
              byType && filters.type !== null
                ? isNotNull(taskLinkColumn(tables, filters.type))
                : undefined,
              filters.organization === null
                ? undefined
                : eq(tasks_rels.organizationsID, filters.organization),
            ),
          )
          .$dynamic()

  const selects = [...leadRows, taskRows as unknown as (typeof leadRows)[number]].filter(
    (select) => select !== null,
  )
  if (selects.length === 0) return null
  const work = unionAllOf(selects).as('work')
  const due = earliestOf(work.firstAnswerDue, work.nextStepDue)
  const dueFilter =
    filters.due === null ? undefined : lt(due, dueWindowEnd(filters.due, now, zone).toISOString())
  return { db, work, due, dueFilter }
}

/** Counts per type in the order of the types, organizations' tasks last; none of 0. */
function perTypeOrdered(
  counted: { type: string | null; count: number }[],
  types: readonly Type[],
): MyWork['perType'] {
  const order: string[] = [...types.map((type) => type.slug), 'organizations']
  const rank = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length)
  return counted
    .flatMap(({ type, count }) =>
      type !== null && isTaskSubject(type) && count > 0 ? [{ type, count }] : [],
    )
    .sort((a, b) => rank(a.type) - rank(b.type))
}

/** How many rows the work asked for has per type, whatever type was asked. */
async function countPerType(payload: Payload, query: WorkQuery) {
  const asked = workOf(payload, query, false)
  if (!asked) return []
  const { db, work, dueFilter } = asked
  return db
    .select({ type: work.kind, count: count() })
    .from(work)
    .where(dueFilter)
    .groupBy(work.kind)
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
  const asked = workOf(payload, query)
  const perTypeAsked = countPerType(payload, query)
  if (!asked) return { items: [], total: 0, perType: perTypeOrdered(await perTypeAsked, types) }
  const { db, work, due, dueFilter } = asked
  const rowsAsked = db
    .select({
      collection: work.collection,
      kind: work.kind,
      id: work.id,
      title: work.title,
      status: work.status,
      owner: work.owner,
      organization: work.organization,
      country: work.country,
      receivedAt: work.receivedAt,
      answeredAt: work.answeredAt,
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
  const [rows, perType] = await Promise.all([rowsAsked, perTypeAsked])

  const items = rows.map((row): WorkItem => {
    const type = types.find((each) => each.slug === row.collection)
    const next = whatIsDue({ ...row, answered: row.answeredAt !== null })
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
  const shownPerType = perTypeOrdered(perType, types)
  const total =
    rows[0]?.total ??
    (offset > 0
      ? shownPerType
          .filter(({ type }) => query.filters.type === null || type === query.filters.type)
          .reduce((sum, { count }) => sum + count, 0)
      : 0)
  return { items, total, perType: shownPerType }
}
