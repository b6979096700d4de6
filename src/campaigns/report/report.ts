import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { postgres } from '@/server/database/adapter'
import { submissionTable, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'

import { otherPagesPath } from '../page-views/counter'
import { rangeInstants, type ReportRange } from './range'

type Type = SubmissionTypeOf<SubmissionSlug>

/** One line of the report: a page, or a campaign (its first touch's source, medium, campaign). */
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

export type CampaignReport = ReportRange & {
  pages: ReportTable
  campaigns: ReportTable
  search: string
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

/** What to show of each table: its page, and a search in the names (paths and campaigns). */
export type ReportView = { pages?: unknown; campaigns?: unknown; search?: unknown }

type Row = {
  name: string | null
  views: string | null
  leads: number
  qualified: number
  median: number | null
  elapsed: number | null
  total: number
}

/** The leads of the range, of the types the account works, one row each. */
function leadsOf(types: Type[], range: ReportRange): SQL {
  const { since, until } = rangeInstants(range)
  return sql.join(
    types.map(
      (type) => sql`SELECT attribution_first_touch_landing_path AS landing,
        concat_ws(' / ', coalesce(attribution_first_touch_source, ${noneRecorded}),
          coalesce(attribution_first_touch_medium, ${noneRecorded}),
          coalesce(attribution_first_touch_campaign, ${noneRecorded})) AS campaign,
        status::text IN ${type.qualified} AS qualified, response_minutes,
        extract(epoch FROM first_response_at - created_at) / 60 AS elapsed_minutes
        FROM ${sql.identifier(submissionTable(type.slug))}
        WHERE created_at >= ${since} AND created_at < ${until}`,
    ),
    sql` UNION ALL `,
  )
}

/**
 * A table's lines, from the leads (at least one type) and, for pages, the views of the range: each page's
 * views beside the leads that first landed on it, a page with views and no lead included. Most
 * leads first, then most views, then by name.
 */
function linesOf(table: Table, types: Type[], range: ReportRange): SQL {
  const grouped = (by: 'landing' | 'campaign') => sql`
    SELECT ${sql.raw(by)} AS name, count(*)::int AS leads,
      count(*) FILTER (WHERE qualified)::int AS qualified,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY response_minutes)::float AS median,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY elapsed_minutes)::float AS elapsed
    FROM leads GROUP BY ${sql.raw(by)}`
  const leads = sql`WITH leads AS (${leadsOf(types, range)})`
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
  types: Type[],
  range: ReportRange,
  { page, search }: { page: number; search: string },
): Promise<ReportTable> {
  const matches = search ? sql`WHERE name ILIKE ${containing(search)}` : sql``
  const { rows } = await postgres(payload).drizzle.execute<Row>(sql`
    ${linesOf(table, types, range)}
    SELECT name, views, leads, qualified, median, elapsed, count(*) OVER ()::int AS total
    FROM lines ${matches} ${order}
    LIMIT ${linesPerPage} OFFSET ${(page - 1) * linesPerPage}`)
  const total = rows[0]?.total ?? (page > 1 ? await tableSize(payload, table, types, range) : 0)
  return { lines: rows.map(lineOf), total, page }
}

/** A table's lines, when the page asked is past its end (a count of its own, no lines read). */
async function tableSize(payload: Payload, table: Table, types: Type[], range: ReportRange) {
  const { rows } = await postgres(payload).drizzle.execute<{ total: number }>(sql`
    ${linesOf(table, types, range)} SELECT count(*)::int AS total FROM lines`)
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
 * and the leads that first landed on it, then each campaign's leads (by the first touch), with
 * how many were qualified and how fast they were first answered, a page of each table at a time.
 * A page with no lead still shows its views; an account that works no type sees no lead.
 */
export async function campaignReport(
  payload: Payload,
  types: Type[],
  range: ReportRange,
  view: ReportView = {},
): Promise<CampaignReport> {
  const search = searchOf(view.search)
  if (types.length === 0) {
    const none = { lines: [], total: 0, page: 1 }
    return { ...range, pages: none, campaigns: none, search }
  }
  const [pages, campaigns] = await Promise.all([
    reportTable(payload, 'pages', types, range, { page: pageOf(view.pages), search }),
    reportTable(payload, 'campaigns', types, range, { page: pageOf(view.campaigns), search }),
  ])
  return { ...range, pages, campaigns, search }
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
): Promise<ReportLine[]> {
  if (types.length === 0) return []
  const { rows } = await postgres(payload).drizzle.execute<Omit<Row, 'total'>>(sql`
    ${linesOf(table, types, range)},
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
