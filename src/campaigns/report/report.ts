import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  sql,
  sum,
  type SQLWrapper,
} from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import {
  asText,
  countWhere,
  firstNonNull,
  minutesBetween,
  nothing,
  percentile,
  textConstant,
  totalRows,
  unionAllOf,
} from '@/server/database/expressions'
import { pageViews } from '@/server/database/stats-tables'
import type { Database } from '@/server/database/transaction'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { tableOfType } from '@/submissions/tables'

import { otherPagesPath } from '../page-views/counter'
import { rangeInstants, type ReportRange } from './range'

type Type = SubmissionTypeOf<SubmissionSlug>

/** One line of the report: a page, or a campaign (its touch's source, medium, campaign). */
export type ReportLine = {
  /** The page's path, or the campaign as "source / medium / campaign". */
  name: string
  /** Views of the page in the range; none for a campaign (views are counted per page). */
  views: number | null
  leads: number
  /** Leads per view, as a share (0.02 is 2 %); none without views. */
  conversion: number | null
  /** Leads in a status their type counts as qualified. */
  qualified: number
  /** Business minutes to the first response, the middle one of the leads answered. */
  medianFirstResponseMinutes: number | null
  /**
   * Minutes on the clock to the first response, the middle one: an answer sent at night, outside
   * business hours, takes 0 business minutes but not 0 minutes.
   */
  medianElapsedMinutes: number | null
}

/** One table of the report, a page of its lines at a time. */
export type ReportTable = {
  lines: ReportLine[]
  /** Lines in the whole table (those the search matches). */
  total: number
  /** The page shown, from 1. */
  page: number
}

/** Which touch a lead is counted by: the visit that first brought them, or their latest. */
export type Touch = 'first' | 'last'

/** Whose leads the report counts, and by which touch. */
export type ReportFilters = {
  /** The types counted: all the account works, or the one chosen among them. */
  types: Type[]
  /** One owner's leads, the unassigned ones, or everyone's. */
  owner: number | 'none' | null
  touch: Touch
}

export type CampaignReport = ReportRange & {
  pages: ReportTable
  campaigns: ReportTable
  search: string
  /** The type chosen (none: every type the account works), the owner and the touch. */
  type: SubmissionSlug | null
  owner: number | 'none' | null
  touch: Touch
}

/** A lead's own touch left empty: it came with no campaign, or before they were recorded. */
export const noneRecorded = '(none)'

/** The row the CSV adds up every line after its first `csvLines` in. */
export const restOfTheLines = otherPagesPath

/** Lines of a table shown at once. */
export const linesPerPage = 50

/** Lines of each table the CSV lists before adding the rest up in one line. */
export const csvLines = 1000

/** The longest search kept. */
const maxSearchLength = 100

type Table = 'pages' | 'campaigns'

/**
 * What to show, as asked in the page's query: each table's page, a search in the names (paths and
 * campaigns), a type, an owner ("none": unassigned) and the touch ("last": the latest).
 */
export type ReportView = {
  pages?: unknown
  campaigns?: unknown
  search?: unknown
  type?: unknown
  owner?: unknown
  touch?: unknown
}

/** The filters a view asks for, among the types the account works; anything else is ignored. */
export function reportFilters(types: Type[], view: ReportView): ReportFilters {
  const chosen = types.find((type) => type.slug === view.type)
  const owner =
    view.owner === 'none'
      ? 'none'
      : typeof view.owner === 'string' && /^[1-9]\d{0,9}$/.test(view.owner)
        ? Number(view.owner)
        : null
  return {
    types: chosen ? [chosen] : types,
    owner: typeof owner === 'number' && owner > 2_147_483_647 ? null : owner,
    touch: view.touch === 'last' ? 'last' : 'first',
  }
}

type Line = {
  name: string | null
  views: number | null
  leads: number
  qualified: number
  median: number | null
  elapsed: number | null
}

/** A page's or campaign's name in the report: its path, or "source / medium / campaign". */
const campaignName = (source: SQLWrapper, medium: SQLWrapper, campaign: SQLWrapper) =>
  sql<string>`concat_ws(' / ', coalesce(${source}, ${noneRecorded}),
    coalesce(${medium}, ${noneRecorded}), coalesce(${campaign}, ${noneRecorded}))`

/** The leads of the range, of the filters' types and owner, one row each, by the filters' touch. */
function leadsOf(
  payload: Payload,
  db: Database,
  { types, owner, touch }: ReportFilters,
  range: ReportRange,
) {
  const { since, until } = rangeInstants(range)
  return unionAllOf(
    types.map((type) => {
      const table = tableOfType(payload, type.slug)
      const visit =
        touch === 'first'
          ? {
              landing: table.attribution_firstTouch_landingPath,
              source: table.attribution_firstTouch_source,
              medium: table.attribution_firstTouch_medium,
              campaign: table.attribution_firstTouch_campaign,
            }
          : {
              landing: table.attribution_lastTouch_landingPath,
              source: table.attribution_lastTouch_source,
              medium: table.attribution_lastTouch_medium,
              campaign: table.attribution_lastTouch_campaign,
            }
      return db
        .select({
          slug: textConstant(type.slug).as('slug'),
          id: table.id,
          title: table.title,
          status: asText(table.status).as('status'),
          owner: table.owner,
          createdAt: table.createdAt,
          landing: asText(visit.landing).as('landing'),
          campaign: campaignName(visit.source, visit.medium, visit.campaign).as('campaign'),
          qualified: inArray(asText(table.status), [...type.qualified])
            .mapWith(Boolean)
            .as('qualified'),
          responseMinutes: table.responseMinutes,
          elapsedMinutes: minutesBetween(table.createdAt, table.firstResponseAt).as(
            'elapsed_minutes',
          ),
        })
        .from(table)
        .where(
          and(
            gte(table.createdAt, since),
            lt(table.createdAt, until),
            owner === null
              ? undefined
              : owner === 'none'
                ? isNull(table.owner)
                : eq(table.owner, owner),
          ),
        )
        .$dynamic()
    }),
  ).as('leads')
}

/**
 * A table's lines, from the leads (at least one type) and, for pages, the views of the range: each
 * page's views beside the leads that first landed on it, a page with views and no lead included.
 */
function linesOf(
  payload: Payload,
  db: Database,
  table: Table,
  filters: ReportFilters,
  range: ReportRange,
) {
  const leads = leadsOf(payload, db, filters, range)
  const by = table === 'pages' ? leads.landing : leads.campaign
  const grouped = db
    .select({
      name: asText(by).as('name'),
      leads: count().as('leads'),
      qualified: countWhere(eq(leads.qualified, true)).as('qualified'),
      median: percentile(0.5, leads.responseMinutes).as('median'),
      elapsed: percentile(0.5, leads.elapsedMinutes).as('elapsed'),
    })
    .from(leads)
    .groupBy(by)
  if (table === 'campaigns') {
    const campaigns = grouped.as('campaigns')
    return db
      .select({
        name: campaigns.name,
        views: nothing<number>().as('views'),
        leads: campaigns.leads,
        qualified: campaigns.qualified,
        median: campaigns.median,
        elapsed: campaigns.elapsed,
      })
      .from(campaigns)
      .as('lines')
  }
  const landing = grouped.as('landing')
  const views = db
    .select({ name: pageViews.path, views: sum(pageViews.views).mapWith(Number).as('views') })
    .from(pageViews)
    .where(between(pageViews.day, range.from, range.to))
    .groupBy(pageViews.path)
    .as('views')
  return db
    .select({
      name: firstNonNull<string>(landing.name, views.name).as('name'),
      // The leads that landed on no recorded page have no views of their own.
      views: sql<number | null>`CASE WHEN ${landing.leads} IS NOT NULL AND ${landing.name} IS NULL
        THEN NULL ELSE coalesce(${views.views}, 0) END`.as('views'),
      leads: firstNonNull<number>(landing.leads, 0).mapWith(Number).as('leads'),
      qualified: firstNonNull<number>(landing.qualified, 0).mapWith(Number).as('qualified'),
      median: landing.median,
      elapsed: landing.elapsed,
    })
    .from(landing)
    .fullJoin(views, eq(views.name, landing.name))
    .as('lines')
}

type Lines = ReturnType<typeof linesOf>

/** What a line shows, as selected from the lines. */
const columnsOf = (lines: Lines) => ({
  name: lines.name,
  views: lines.views,
  leads: lines.leads,
  qualified: lines.qualified,
  median: lines.median,
  elapsed: lines.elapsed,
})

/** Most leads first, then most views, then by name. */
const byLeads = (lines: Lines) => [
  desc(lines.leads),
  sql`${lines.views} DESC NULLS LAST`,
  asc(lines.name),
]

const lineOf = (row: Line): ReportLine => {
  const views = row.views === null ? null : Number(row.views)
  return {
    name: row.name ?? noneRecorded,
    views,
    leads: row.leads,
    conversion: views ? row.leads / views : null,
    qualified: row.qualified,
    medianFirstResponseMinutes: row.median,
    medianElapsedMinutes: row.elapsed === null ? null : Math.round(row.elapsed),
  }
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken as they are. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

async function reportTable(
  payload: Payload,
  table: Table,
  filters: ReportFilters,
  range: ReportRange,
  { page, search }: { page: number; search: string },
): Promise<ReportTable> {
  const db = postgres(payload).drizzle
  const lines = linesOf(payload, db, table, filters, range)
  const matching = search ? ilike(lines.name, containing(search)) : undefined
  const rows = await db
    .select({ ...columnsOf(lines), total: totalRows() })
    .from(lines)
    .where(matching)
    .orderBy(...byLeads(lines))
    .limit(linesPerPage)
    .offset((page - 1) * linesPerPage)
  const total = rows[0]?.total ?? (page > 1 ? await db.$count(lines, matching) : 0)
  return { lines: rows.map(lineOf), total, page }
}

/** A page number asked for in a query: a whole number from 1, else 1. */
export const pageOf = (value: unknown) => {
  const page = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1
}

/** A search asked for in a query, trimmed and shortened. */
export const searchOf = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, maxSearchLength) : ''

/**
 * The campaign report of the types an account works, over a range of days: each page's views
 * and the leads that landed on it, then each campaign's leads (by their first touch, or their
 * latest), with how many were qualified and how fast they were first answered, a page of each
 * table at a time; narrowed to one type or owner when asked. A page with no lead still shows its
 * views; an account that works no type sees no lead.
 */
export async function campaignReport(
  payload: Payload,
  types: Type[],
  range: ReportRange,
  view: ReportView = {},
): Promise<CampaignReport> {
  const search = searchOf(view.search)
  const filters = reportFilters(types, view)
  const chosen = {
    type: filters.types.length === 1 && types.length > 1 ? filters.types[0].slug : null,
    owner: filters.owner,
    touch: filters.touch,
  }
  if (types.length === 0) {
    const none = { lines: [], total: 0, page: 1 }
    return { ...range, pages: none, campaigns: none, search, ...chosen }
  }
  const [pages, campaigns] = await Promise.all([
    reportTable(payload, 'pages', filters, range, { page: pageOf(view.pages), search }),
    reportTable(payload, 'campaigns', filters, range, { page: pageOf(view.campaigns), search }),
  ])
  return { ...range, pages, campaigns, search, ...chosen }
}

/** One lead behind a line of the report. */
export type LineLead = {
  slug: SubmissionSlug
  id: number
  title: string | null
  status: string
  owner: string | null
  createdAt: string
}

/** The most leads a line's drill-down lists, newest first. */
export const leadsPerLine = 100

/**
 * The leads behind one line of the report (a page, by its path, or a campaign, by its name as the
 * report shows it), under the same filters: newest first, at most `leadsPerLine`, with how many
 * there are.
 */
export async function leadsOfLine(
  payload: Payload,
  types: Type[],
  range: ReportRange,
  view: ReportView,
  line: { table: Table; name: string },
): Promise<{ leads: LineLead[]; total: number }> {
  const filters = reportFilters(types, view)
  if (filters.types.length === 0) return { leads: [], total: 0 }
  const { users } = tablesOf(payload)
  const db = postgres(payload).drizzle
  const leads = leadsOf(payload, db, filters, range)
  const ofLine =
    line.table === 'pages'
      ? eq(firstNonNull<string>(leads.landing, noneRecorded), line.name)
      : eq(leads.campaign, line.name)
  const rows = await db
    .select({
      slug: leads.slug,
      id: leads.id,
      title: leads.title,
      status: leads.status,
      owner: users.displayName,
      createdAt: leads.createdAt,
      total: totalRows(),
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.owner))
    .where(ofLine)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(leadsPerLine)
  return {
    leads: rows.map(({ total: _total, ...lead }) => ({
      ...lead,
      slug: lead.slug as SubmissionSlug,
      createdAt: new Date(lead.createdAt).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  }
}

/**
 * A table for the CSV: its first `csvLines` lines, then one line adding up the rest (views,
 * leads, qualified; no median) with, for pages, the views counted beyond a day's paths.
 */
export async function campaignReportLines(
  payload: Payload,
  table: Table,
  types: Type[],
  range: ReportRange,
  view: ReportView = {},
): Promise<ReportLine[]> {
  if (types.length === 0) return []
  const db = postgres(payload).drizzle
  const lines = linesOf(payload, db, table, reportFilters(types, view), range)
  const rows = await db
    .select(columnsOf(lines))
    .from(lines)
    .orderBy(...byLeads(lines))
  const shown = rows.filter((row) => row.name !== otherPagesPath).slice(0, csvLines)
  const rest = rows.filter((row) => !shown.includes(row))
  if (rest.length === 0) return shown.map(lineOf)
  const added = (pick: (row: Line) => number | null) =>
    rest.reduce((sum, row) => sum + Number(pick(row) ?? 0), 0)
  return [
    ...shown,
    {
      name: restOfTheLines,
      views: rest.every((row) => row.views === null) ? null : added((row) => row.views),
      leads: added((row) => row.leads),
      qualified: added((row) => row.qualified),
      median: null,
      elapsed: null,
    },
  ].map(lineOf)
}
