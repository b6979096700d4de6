import { and, eq, isNull } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { tableOfType } from '@/submissions/tables'
import { defaultSiteTimeZone } from '@/lib/site/time-zones'

import { targetMinutes, type ResponseTarget } from './targets'
import {
  addBusinessMinutes,
  businessMinutesBetween,
  standardHours,
  type BusinessHours,
} from '../teams/business-hours'
import { readTeamHours, type TeamHours } from '../teams/team-hours'

type Type = SubmissionTypeOf<SubmissionSlug>

export type OwnerHours = { hours: BusinessHours; team?: { id: number; leads: number[] } }

const keptOwnerHours = 'desk:ownerHours'
type KeptOwnerHours = { owner: number | null; timeZone: string; hours: OwnerHours }

/**
 * Keeps the hours the desk found for a submission's owner on its request, where `hoursOfOwner`
 * finds them: the steps after the desk's (the recruiting desk's reply clock) then read them no
 * more in the submission's transaction.
 */
export function keepOwnerHours(
  req: PayloadRequest,
  owner: number | null,
  timeZone: string,
  hours: OwnerHours,
): void {
  const kept: KeptOwnerHours = { owner, timeZone, hours }
  req.context[keptOwnerHours] = kept
}

/** The hours of a team, else (no owner, or one in no team) Monday–Friday 08:00–17:00. */
export function hoursOfTeam(
  team: TeamHours | undefined,
  timeZone: string = defaultSiteTimeZone,
): OwnerHours {
  if (!team) return { hours: standardHours(timeZone) }
  const { id, leads, ...hours } = team
  return { hours, team: { id, leads } }
}

/** The business hours a lead's clock runs in: its owner's team's, else Monday–Friday 08:00–17:00. */
export async function hoursOfOwner(
  req: PayloadRequest,
  owner: number | null | undefined,
  timeZone: string = defaultSiteTimeZone,
): Promise<OwnerHours> {
  const kept = req.context[keptOwnerHours] as KeptOwnerHours | undefined
  if (kept && kept.owner === (owner ?? null) && kept.timeZone === timeZone) return kept.hours
  if (owner == null) return hoursOfTeam(undefined, timeZone)
  const db = await transactionDatabase(postgres(req.payload), req)
  return hoursOfTeam((await readTeamHours(req.payload, db, [owner])).get(owner), timeZone)
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
  const table = tableOfType(req.payload, type.slug)
  const [lead] = await db
    .select({ received: table.createdAt, owner: table.owner })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.firstResponseAt)))
    .for('update')
  if (!lead) return
  const { hours } = await hoursOfOwner(req, lead.owner)
  const minutes = businessMinutesBetween(hours, new Date(lead.received), at)
  await db
    .update(table)
    .set({
      firstResponseAt: at.toISOString(),
      responseMinutes: minutes,
      reminderDueAt: null,
      escalationDueAt: null,
    })
    .where(eq(table.id, id))
}
