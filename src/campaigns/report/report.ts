import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { postgres } from '@/server/database/adapter'
import { submissionTable, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'

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

type Row = {
  name: string | null
  views: string | null
  leads: number
  qualified: number
  median: number | null
  elapsed: number | null
  total: number
}

/** The leads of the range, of the filters' types and owner, one row each, by the filters' touch. */
function leadsOf({ types, owner, touch }: ReportFilters, range: ReportRange): SQL {
  const { since, until } = rangeInstants(range)
  const column = (name: string) => sql.identifier(`attribution_${touch}_touch_${name}`)
  const owned =
    owner === null
      ? sql``
      : owner === 'none'
        ? sql` AND owner_id IS NULL`
        : sql` AND owner_id = ${owner}`
  return sql.join(
    types.map(
      (type) => sql`SELECT ${type.slug}::text AS slug, id, title, status::text AS status,
        owner_id, created_at, ${column('landing_path')} AS landing,
        concat_ws(' / ', coalesce(${column('source')}, ${noneRecorded}),
          coalesce(${column('medium')}, ${noneRecorded}),
          coalesce(${column('campaign')}, ${noneRecorded})) AS campaign,
        status::text IN ${type.qualified} AS qualified, response_minutes,
        extract(epoch FROM first_response_at - created_at) / 60 AS elapsed_minutes
        FROM ${sql.identifier(submissionTable(type.slug))}
        WHERE created_at >= ${since} AND created_at < ${until}${owned}`,
    ),
    sql` UNION ALL `,
  )
}

/**
 * A table's lines, from the leads (at least one type) and, for pages, the views of the range: each page's
 * views beside the leads that first landed on it, a page with views and no lead included. Most
 * leads first, then most views, then by name.
 */
function linesOf(table: Table, filters: ReportFilters, range: ReportRange): SQL {
  const grouped = (by: 'landing' | 'campaign') => sql`
    SELECT ${sql.raw(by)} AS name, count(*)::int AS leads,
      count(*) FILTER (WHERE qualified)::int AS qualified,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY response_minutes)::float AS median,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY elapsed_minutes)::float AS elapsed
    FROM leads GROUP BY ${sql.raw(by)}`
  const leads = sql`WITH leads AS (${leadsOf(filters, range)})`
  if (table === 'campaigns') {
    return sql`${leads}, lines AS (
      SELECT name, NULL::bigint AS views, leads, qualified, median, elapsed
      FROM (${grouped('campaign')}) campaigns)`
  }
  return sql`${leads},
    landing AS (${grouped('landing')}),
    views AS (
      SELECT path AS name, sum(views)::bigint AS views FROM stats.page_views
      WHERE day BETWEEN ${range.from} AND ${range.to} GROUP BY path
    ),
    lines AS (
      SELECT coalesce(landing.name, views.name) AS name,
        CASE WHEN landing.leads IS NOT NULL AND landing.name IS NULL THEN NULL
          ELSE coalesce(views.views, 0) END AS views,
        coalesce(landing.leads, 0) AS leads, coalesce(landing.qualified, 0) AS qualified,
        landing.median, landing.elapsed
      FROM landing FULL JOIN views ON views.name = landing.name
    )`
}

const order = sql`ORDER BY leads DESC, views DESC NULLS LAST, name`

const lineOf = (row: Omit<Row, 'total'>): ReportLine => {
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
  const matches = search ? sql`WHERE name ILIKE ${containing(search)}` : sql``
  const { rows } = await postgres(payload).drizzle.execute<Row>(sql`
    ${linesOf(table, filters, range)}
    SELECT name, views, leads, qualified, median, elapsed, count(*) OVER ()::int AS total
    FROM lines ${matches} ${order}
    LIMIT ${linesPerPage} OFFSET ${(page - 1) * linesPerPage}`)
  const total = rows[0]?.total ?? (page > 1 ? await tableSize(payload, table, filters, range) : 0)
  return { lines: rows.map(lineOf), total, page }
}

/** A table's lines, when the page asked is past its end (a count of its own, no lines read). */
async function tableSize(
  payload: Payload,
  table: Table,
  filters: ReportFilters,
  range: ReportRange,
) {
  const { rows } = await postgres(payload).drizzle.execute<{ total: number }>(sql`
    ${linesOf(table, filters, range)} SELECT count(*)::int AS total FROM lines`)
  return rows[0]?.total ?? 0
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
  const key = line.table === 'pages' ? sql`coalesce(landing, ${noneRecorded})` : sql`campaign`
  const { rows } = await postgres(payload).drizzle.execute<
    Omit<LineLead, 'createdAt'> & { created_at: string | Date; total: number }
  >(sql`
    WITH leads AS (${leadsOf(filters, range)})
    SELECT leads.slug, leads.id, leads.title, leads.status, users.display_name AS owner,
      leads.created_at, count(*) OVER ()::int AS total
    FROM leads LEFT JOIN users ON users.id = leads.owner_id
    WHERE ${key} = ${line.name}
    ORDER BY leads.created_at DESC, leads.id DESC
    LIMIT ${leadsPerLine}`)
  return {
    leads: rows.map(({ created_at, total: _total, ...lead }) => ({
      ...lead,
      createdAt: new Date(created_at).toISOString(),
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
  const { rows } = await postgres(payload).drizzle.execute<Omit<Row, 'total'>>(sql`
    ${linesOf(table, reportFilters(types, view), range)},
    ranked AS (
      SELECT *, name IS NOT DISTINCT FROM ${otherPagesPath} OR row_number() OVER (
        PARTITION BY name IS NOT DISTINCT FROM ${otherPagesPath} ${order}) > ${csvLines} AS rest
      FROM lines
    )
    SELECT * FROM (
      SELECT name, views, leads, qualified, median, elapsed FROM ranked WHERE NOT rest ${order}
    ) shown
    UNION ALL
    SELECT ${restOfTheLines}, sum(views), sum(leads)::int, sum(qualified)::int, NULL, NULL
    FROM ranked WHERE rest HAVING count(*) > 0`)
  return rows.map(lineOf)
}
