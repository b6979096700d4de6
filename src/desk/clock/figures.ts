import { and, count, eq, gt, gte, isNotNull, lte, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload, TypedUser } from 'payload'

import { staffRoles } from '@/access/roles'
import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import {
  countWhere,
  firstNonNull,
  percentile,
  textConstant,
  unionAllOf,
  weekOf,
} from '@/server/database/expressions'
import { leadResponseFigures } from '@/server/database/stats-tables'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { tableOfType } from '@/submissions/tables'

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
  const { users } = tablesOf(payload)
  const db = postgres(payload).drizzle
  const since30 = new Date(now.getTime() - 30 * dayMs).toISOString()
  const since8w = new Date(now.getTime() - 8 * 7 * dayMs).toISOString()
  /** The leads of these types received since then, one row each. */
  const leadsSince = (since: string) =>
    unionAllOf(
      types.map((type) => {
        const table = tableOfType(payload, type.slug)
        return db
          .select({
            slug: textConstant(type.slug).as('slug'),
            owner: table.owner,
            createdAt: table.createdAt,
            firstResponseAt: table.firstResponseAt,
            responseDueAt: table.responseDueAt,
            responseMinutes: table.responseMinutes,
            responseTargetMinutes: table.responseTargetMinutes,
          })
          .from(table)
          .where(gte(table.createdAt, since))
          .$dynamic()
      }),
    ).as('leads')
  const answered = leadsSince(since30)
  const times = {
    answered: count(),
    median: percentile(0.5, answered.responseMinutes),
    p90: percentile(0.9, answered.responseMinutes),
  }
  const weeks = leadsSince(since8w)
  const week = weekOf(weeks.createdAt)
  const [perType, perOwner, weekly] = await Promise.all([
    db
      .select({ slug: answered.slug, ...times })
      .from(answered)
      .where(isNotNull(answered.firstResponseAt))
      .groupBy(answered.slug),
    db
      .select({ owner: firstNonNull<string>(users.displayName, 'Unassigned'), ...times })
      .from(answered)
      .leftJoin(users, eq(users.id, answered.owner))
      .where(isNotNull(answered.firstResponseAt))
      .groupBy(users.displayName)
      .orderBy(times.median),
    db
      .select({
        week,
        due: count(),
        inTime: countWhere(lte(weeks.responseMinutes, weeks.responseTargetMinutes)),
      })
      .from(weeks)
      .where(
        and(
          isNotNull(weeks.responseTargetMinutes),
          or(isNotNull(weeks.responseMinutes), lte(weeks.responseDueAt, now.toISOString())),
        ),
      )
      .groupBy(week)
      .orderBy(week),
  ])
  const byType = new Map(perType.map((row) => [row.slug, row]))
  return {
    perType: types.map((type) => ({
      slug: type.slug,
      label: type.labels.plural,
      answered: byType.get(type.slug)?.answered ?? 0,
      median: byType.get(type.slug)?.median ?? null,
      p90: byType.get(type.slug)?.p90 ?? null,
    })),
    perOwner,
    weekly,
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
  await postgres(payload)
    .drizzle.insert(leadResponseFigures)
    .values({ desk: deskKey(types), figures, computedAt: figures.asOf })
    .onConflictDoUpdate({
      target: leadResponseFigures.desk,
      set: { figures, computedAt: figures.asOf },
      setWhere: lte(leadResponseFigures.computedAt, figures.asOf),
    })
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
  const [stored] = await postgres(payload)
    .drizzle.select({ figures: leadResponseFigures.figures })
    .from(leadResponseFigures)
    .where(
      and(
        eq(leadResponseFigures.desk, deskKey(types)),
        lte(leadResponseFigures.computedAt, now.toISOString()),
        gt(leadResponseFigures.computedAt, new Date(now.getTime() - figuresMaxAgeMs).toISOString()),
      ),
    )
  return (
    (stored?.figures as ResponseFigures | undefined) ??
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
