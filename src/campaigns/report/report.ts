import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { postgres } from '@/server/database/adapter'
import { submissionTable, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'

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
}

export type CampaignReport = ReportRange & { pages: ReportLine[]; campaigns: ReportLine[] }

/** A lead's own touch left empty: it came with no campaign, or before they were recorded. */
export const noneRecorded = '(none)'

type Group = {
  name: string | null
  leads: number
  qualified: number
  median: number | null
}

/**
 * The campaign report of the types an account works, over a range of days: each page's views
 * and the leads that first landed on it, then each campaign's leads (by the first touch), with
 * how many were qualified and how fast they were first answered. Two statements: the leads of
 * the range grouped both ways, and the page views of the range.
 */
export async function campaignReport(
  payload: Payload,
  types: Type[],
  range: ReportRange,
): Promise<CampaignReport> {
  if (types.length === 0) return { ...range, pages: [], campaigns: [] }
  const db = postgres(payload).drizzle
  const { since, until } = rangeInstants(range)
  const leads = sql.join(
    types.map(
      (type) => sql`SELECT attribution_first_touch_landing_path AS landing,
        concat_ws(' / ', coalesce(attribution_first_touch_source, ${noneRecorded}),
          coalesce(attribution_first_touch_medium, ${noneRecorded}),
          coalesce(attribution_first_touch_campaign, ${noneRecorded})) AS campaign,
        status::text IN ${type.qualified} AS qualified, response_minutes
        FROM ${sql.identifier(submissionTable(type.slug))}
        WHERE created_at >= ${since} AND created_at < ${until}`,
    ),
    sql` UNION ALL `,
  )
  const grouped = (by: 'landing' | 'campaign') => sql`
    SELECT ${sql.raw(by)} AS name, count(*)::int AS leads,
      count(*) FILTER (WHERE qualified)::int AS qualified,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY response_minutes)::float AS median
    FROM leads GROUP BY ${sql.raw(by)}`
  const [{ rows }, views] = await Promise.all([
    db.execute<Group & { grouping: 'landing' | 'campaign' }>(sql`
      WITH leads AS (${leads})
      SELECT 'landing' AS grouping, * FROM (${grouped('landing')}) pages
      UNION ALL SELECT 'campaign' AS grouping, * FROM (${grouped('campaign')}) campaigns`),
    db.execute<{ path: string; views: string }>(sql`
      SELECT path, sum(views) AS views FROM stats.page_views
      WHERE day BETWEEN ${range.from} AND ${range.to} GROUP BY path`),
  ])
  const viewsOf = new Map(views.rows.map((row) => [row.path, Number(row.views)]))
  const line = (group: Group, pageViews: number | null): ReportLine => ({
    name: group.name ?? noneRecorded,
    views: pageViews,
    leads: group.leads,
    conversion: pageViews ? group.leads / pageViews : null,
    qualified: group.qualified,
    medianFirstResponseMinutes: group.median,
  })
  const pageGroups = rows.filter((row) => row.grouping === 'landing')
  const withLeads = new Set(pageGroups.map((group) => group.name))
  const pages = [
    ...pageGroups.map((group) =>
      line(group, group.name === null ? null : (viewsOf.get(group.name) ?? 0)),
    ),
    ...[...viewsOf]
      .filter(([path]) => !withLeads.has(path))
      .map(([path, count]) => line({ name: path, leads: 0, qualified: 0, median: null }, count)),
  ]
  const byLeadsThenViews = (a: ReportLine, b: ReportLine) =>
    b.leads - a.leads || (b.views ?? 0) - (a.views ?? 0) || a.name.localeCompare(b.name)
  return {
    ...range,
    pages: pages.sort(byLeadsThenViews),
    campaigns: rows
      .filter((row) => row.grouping === 'campaign')
      .map((group) => line(group, null))
      .sort(byLeadsThenViews),
  }
}
