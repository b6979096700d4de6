import type { SQL } from 'drizzle-orm'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import { submissionTable, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'
import { defaultSiteTimeZone } from '@/lib/site/time-zones'

import { targetMinutes, type ResponseTarget } from './targets'
import {
  addBusinessMinutes,
  businessMinutesBetween,
  standardHours,
  type BusinessHours,
  type Weekday,
} from '../teams/business-hours'

type Type = SubmissionTypeOf<SubmissionSlug>

/** An owner's team as the clock needs it: its hours, and who its lead is (for escalations). */
export type TeamHoursRow = {
  team_id: number
  team_lead_id: number | null
  time_zone: string
  opens_at: string
  closes_at: string
  working_days: Weekday[]
  holidays: string[]
}

/**
 * The team an account works in (its first, by id) with its hours, as a query of one row or none:
 * used alone, and as a lateral join in the routing statement so that a new lead's owner and hours
 * come in one round trip.
 */
export const teamHoursOf = (account: SQL) => sql`
  SELECT t.id AS team_id, t.lead_id AS team_lead_id, t.time_zone, t.opens_at, t.closes_at,
    coalesce((SELECT array_agg(d.value::text ORDER BY d."order") FROM teams_working_days d
      WHERE d.parent_id = t.id), '{}') AS working_days,
    coalesce((SELECT array_agg(to_char(h.date AT TIME ZONE t.time_zone::text, 'YYYY-MM-DD'))
      FROM teams_holidays h WHERE h._parent_id = t.id), '{}') AS holidays
  FROM teams t JOIN teams_rels m ON m.parent_id = t.id AND m.path = 'members'
  WHERE m.users_id = ${account}
  ORDER BY t.id LIMIT 1`

export type OwnerHours = { hours: BusinessHours; team?: { id: number; lead: number | null } }

/** The hours of a team's row, else (no owner, or one in no team) Monday–Friday 08:00–17:00. */
export function hoursOfTeam(
  team: Partial<TeamHoursRow> | undefined,
  timeZone: string = defaultSiteTimeZone,
): OwnerHours {
  if (team?.team_id == null) return { hours: standardHours(timeZone) }
  return {
    hours: {
      timeZone: team.time_zone!,
      workingDays: team.working_days!,
      opensAt: team.opens_at!,
      closesAt: team.closes_at!,
      holidays: team.holidays!,
    },
    team: { id: team.team_id, lead: team.team_lead_id ?? null },
  }
}

/** The business hours a lead's clock runs in: its owner's team's, else Monday–Friday 08:00–17:00. */
export async function hoursOfOwner(
  req: PayloadRequest,
  owner: number | null | undefined,
  timeZone: string = defaultSiteTimeZone,
): Promise<OwnerHours> {
  if (owner == null) return hoursOfTeam(undefined, timeZone)
  const db = await transactionDatabase(postgres(req.payload), req)
  const { rows } = await db.execute<TeamHoursRow>(teamHoursOf(sql`${owner}`))
  return hoursOfTeam(rows[0], timeZone)
}

/**
 * The clock of a lead arriving now: due at its target in its owner's business hours, with a
 * reminder at half of it. A lead nobody owns is due at once: its escalation goes to the admins.
 */
export function startClock(
  target: ResponseTarget,
  hours: BusinessHours,
  receivedAt: Date,
  owned: boolean,
): Record<'responseDueAt' | 'escalationDueAt' | 'reminderDueAt', string | null> & {
  responseTargetMinutes: number
} {
  const minutes = targetMinutes(target, hours)
  const due = (owned ? addBusinessMinutes(hours, receivedAt, minutes) : receivedAt).toISOString()
  return {
    responseTargetMinutes: minutes,
    responseDueAt: due,
    escalationDueAt: due,
    reminderDueAt: owned ? addBusinessMinutes(hours, receivedAt, minutes / 2).toISOString() : null,
  }
}

/**
 * Stops a lead's clock at its first reply, call or message (a status change alone does not):
 * when it came, and how many business minutes it took. Only the first one counts.
 */
export async function stopClock(req: PayloadRequest, type: Type, id: number, at: Date) {
  const db = await transactionDatabase(postgres(req.payload), req)
  const table = sql.identifier(submissionTable(type.slug))
  const { rows } = await db.execute<{ received: string; owner_id: number | null }>(
    sql`SELECT (extract(epoch FROM created_at) * 1000)::bigint::text AS received, owner_id
      FROM ${table} WHERE id = ${id} AND first_response_at IS NULL FOR UPDATE`,
  )
  if (rows.length === 0) return
  const { hours } = await hoursOfOwner(req, rows[0].owner_id)
  const minutes = businessMinutesBetween(hours, new Date(Number(rows[0].received)), at)
  await db.execute(
    sql`UPDATE ${table} SET first_response_at = ${at.toISOString()}, response_minutes = ${minutes},
      reminder_due_at = NULL, escalation_due_at = NULL WHERE id = ${id}`,
  )
}
