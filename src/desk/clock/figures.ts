import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, TypedUser } from 'payload'

import { staffRoles } from '@/access/roles'
import { postgres } from '@/server/database/adapter'
import { submissionTable, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'

import { typesOfDesk } from '../queues'
import { workedTypes } from '@/desk/worked-types'

type Type = SubmissionTypeOf<SubmissionSlug>

/** Business minutes to a first response: the middle one and the one 90 % of leads beat. */
export type ResponseTimes = { answered: number; median: number | null; p90: number | null }

export type ResponseFigures = {
  perType: (ResponseTimes & { slug: SubmissionSlug; label: string })[]
  perOwner: (ResponseTimes & { owner: string })[]
  /** Week by week (Mondays, oldest first): of the leads due by now, the share answered in time. */
  weekly: { week: string; due: number; inTime: number }[]
  /** When they were computed. */
  asOf: string
}

/** Stored figures younger than this are shown as they are (the job refreshes them every minute). */
export const figuresMaxAgeMs = 2 * 60_000

const dayMs = 24 * 60 * 60 * 1000

const percentiles = sql`count(*)::int AS answered,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY response_minutes)::float AS median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY response_minutes)::float AS p90`

/**
 * How fast leads were answered over the last 30 days, per type and per owner, and week by week
 * the share answered within target over the last 8 weeks, for these types. Reads every lead of
 * those weeks: its cost follows the traffic, so the Overview shows stored figures instead.
 */
export async function computeResponseFigures(
  payload: Payload,
  types: Type[],
  now = new Date(),
): Promise<ResponseFigures> {
  if (types.length === 0) return { perType: [], perOwner: [], weekly: [], asOf: now.toISOString() }
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
    asOf: now.toISOString(),
  }
}

/** A set of types whose figures are kept together: what one account's Overview shows. */
const deskKey = (types: Type[]) =>
  types
    .map((type) => type.slug)
    .sort()
    .join(',')

async function storeFigures(payload: Payload, types: Type[], figures: ResponseFigures) {
  await postgres(payload).drizzle.execute(sql`
    INSERT INTO stats.lead_response_figures AS stored (desk, figures, computed_at)
    VALUES (${deskKey(types)}, ${JSON.stringify(figures)}::jsonb, ${figures.asOf})
    ON CONFLICT (desk) DO UPDATE SET figures = excluded.figures, computed_at = excluded.computed_at
    WHERE stored.computed_at <= excluded.computed_at`)
  return figures
}

/**
 * The response figures of the account's Overview: those the job stored less than two minutes
 * before `now` (one row, however many leads), else computed now and stored.
 */
export async function getResponseFigures(
  payload: Payload,
  user: TypedUser | null,
  now = new Date(),
): Promise<ResponseFigures> {
  const types = typesOfDesk(user)
  if (types.length === 0) return computeResponseFigures(payload, types, now)
  const { rows } = await postgres(payload).drizzle.execute<{ figures: ResponseFigures }>(sql`
    SELECT figures FROM stats.lead_response_figures
    WHERE desk = ${deskKey(types)} AND computed_at <= ${now.toISOString()}
      AND computed_at > ${new Date(now.getTime() - figuresMaxAgeMs).toISOString()}`)
  return (
    rows[0]?.figures ??
    storeFigures(payload, types, await computeResponseFigures(payload, types, now))
  )
}

/** The sets of types an Overview can show: each role's, and every type (admins, or several roles). */
function desks(): Type[][] {
  const sets = [
    [...workedTypes],
    ...staffRoles.map((role) =>
      typesOfDesk({ collection: 'users', roles: [role] } as unknown as TypedUser),
    ),
  ].filter((types) => types.length > 0)
  return [...new Map(sets.map((types) => [deskKey(types), types])).values()]
}

/** Computes and stores the figures of every Overview (the job runs it every minute). */
export async function refreshResponseFigures(payload: Payload, now = new Date()): Promise<number> {
  const sets = desks()
  for (const types of sets)
    await storeFigures(payload, types, await computeResponseFigures(payload, types, now))
  return sets.length
}
