import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import { submissionTable, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'
import { defaultSiteTimeZone } from '@/lib/site/time-zones'

import {
  addBusinessMinutes,
  businessMinutesBetween,
  standardHours,
  workingDayMinutes,
  type BusinessHours,
  type Weekday,
} from '../business-hours'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The business hours a lead's clock runs in: its owner's team's, else Monday–Friday 08:00–17:00. */
export async function hoursOfOwner(
  req: PayloadRequest,
  owner: number | null | undefined,
  timeZone: string = defaultSiteTimeZone,
): Promise<{ hours: BusinessHours; team?: { id: number; lead: number | null } }> {
  if (owner == null) return { hours: standardHours(timeZone) }
  const { docs } = await req.payload.find({
    collection: 'teams',
    where: { members: { in: [owner] } },
    sort: 'id',
    limit: 1,
    depth: 0,
    select: {
      lead: true,
      timeZone: true,
      workingDays: true,
      opensAt: true,
      closesAt: true,
      holidays: true,
    },
    overrideAccess: true,
    req,
  })
  const team = docs[0]
  if (!team) return { hours: standardHours(timeZone) }
  return {
    hours: {
      timeZone: team.timeZone,
      workingDays: (team.workingDays ?? []) as Weekday[],
      opensAt: team.opensAt,
      closesAt: team.closesAt,
      holidays: (team.holidays ?? []).map((holiday) =>
        new Date(holiday.date).toLocaleDateString('en-CA', { timeZone: team.timeZone }),
      ),
    },
    team: {
      id: team.id,
      lead: typeof team.lead === 'number' ? team.lead : (team.lead?.id ?? null),
    },
  }
}

/** A type's first-response target in minutes of the given business hours. */
export const targetMinutes = (type: Type, hours: BusinessHours) =>
  type.responseTarget.unit === 'hours'
    ? type.responseTarget.amount * 60
    : type.responseTarget.amount * workingDayMinutes(hours)

/**
 * The clock of a lead arriving now: due at its target in its owner's business hours, with a
 * reminder at half of it. A lead nobody owns is due at once: its escalation goes to the admins.
 */
export function startClock(
  type: Type,
  hours: BusinessHours,
  receivedAt: Date,
  owned: boolean,
): Record<'responseDueAt' | 'escalationDueAt' | 'reminderDueAt', string | null> & {
  responseTargetMinutes: number
} {
  const target = targetMinutes(type, hours)
  const due = (owned ? addBusinessMinutes(hours, receivedAt, target) : receivedAt).toISOString()
  return {
    responseTargetMinutes: target,
    responseDueAt: due,
    escalationDueAt: due,
    reminderDueAt: owned ? addBusinessMinutes(hours, receivedAt, target / 2).toISOString() : null,
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
