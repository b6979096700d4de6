import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, TypedUser } from 'payload'

import { postgres } from '@/server/database/adapter'
import { submissionTable, type SubmissionSlug } from '@/submissions'

import { typesOfDesk } from '../desk'

/** Business minutes to a first response: the middle one and the one 90 % of leads beat. */
export type ResponseTimes = { answered: number; median: number | null; p90: number | null }

export type ResponseFigures = {
  perType: (ResponseTimes & { slug: SubmissionSlug; label: string })[]
  perOwner: (ResponseTimes & { owner: string })[]
  /** Week by week (Mondays, oldest first): of the leads due by now, the share answered in time. */
  weekly: { week: string; due: number; inTime: number }[]
}

const dayMs = 24 * 60 * 60 * 1000

const percentiles = sql`count(*)::int AS answered,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY response_minutes)::float AS median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY response_minutes)::float AS p90`

/**
 * How fast leads were answered over the last 30 days, per type and per owner, and week by week
 * the share answered within target over the last 8 weeks, for the types the account works. Read
 * through the created-at index: the cost follows the weeks' leads, not the table's size.
 */
export async function getResponseFigures(
  payload: Payload,
  user: TypedUser | null,
  now = new Date(),
): Promise<ResponseFigures> {
  const types = typesOfDesk(user)
  if (types.length === 0) return { perType: [], perOwner: [], weekly: [] }
  const db = postgres(payload).drizzle
  const since30 = new Date(now.getTime() - 30 * dayMs).toISOString()
  const since8w = new Date(now.getTime() - 8 * 7 * dayMs).toISOString()
  const leads = (columns: SQL, since: string) =>
    sql.join(
      types.map(
        (type) =>
          sql`SELECT ${sql.raw(`'${type.slug}'`)} AS slug, ${columns} FROM ${sql.identifier(submissionTable(type.slug))} WHERE created_at >= ${since}`,
      ),
      sql` UNION ALL `,
    )
  const answered = sql`owner_id, response_minutes, first_response_at`
  const [perType, perOwner, weekly] = await Promise.all([
    db.execute<ResponseTimes & { slug: SubmissionSlug }>(sql`
      SELECT slug, ${percentiles} FROM (${leads(answered, since30)}) AS leads
      WHERE first_response_at IS NOT NULL GROUP BY slug`),
    db.execute<ResponseTimes & { owner: string }>(sql`
      SELECT coalesce(users.display_name, 'Unassigned') AS owner, ${percentiles}
      FROM (${leads(answered, since30)}) AS leads LEFT JOIN users ON users.id = leads.owner_id
      WHERE first_response_at IS NOT NULL GROUP BY users.display_name ORDER BY median`),
    db.execute<{ week: string; due: number; in_time: number }>(sql`
      SELECT to_char(date_trunc('week', created_at), 'YYYY-MM-DD') AS week,
        count(*)::int AS due,
        count(*) FILTER (WHERE response_minutes <= response_target_minutes)::int AS in_time
      FROM (${leads(sql`created_at, response_due_at, response_minutes, response_target_minutes`, since8w)}) AS leads
      WHERE response_target_minutes IS NOT NULL
        AND (response_minutes IS NOT NULL OR response_due_at <= ${now.toISOString()})
      GROUP BY 1 ORDER BY 1`),
  ])
  const byType = new Map(perType.rows.map((row) => [row.slug, row]))
  return {
    perType: types.map((type) => ({
      slug: type.slug,
      label: type.labels.plural,
      answered: byType.get(type.slug)?.answered ?? 0,
      median: byType.get(type.slug)?.median ?? null,
      p90: byType.get(type.slug)?.p90 ?? null,
    })),
    perOwner: perOwner.rows,
    weekly: weekly.rows.map(({ week, due, in_time }) => ({ week, due, inTime: in_time })),
  }
}
