import { and, asc, eq, inArray } from '@payloadcms/db-postgres/drizzle'

import type { Payload } from 'payload'

import { tablesOf } from '@/lib/tables'
import type { Database } from '@/server/database/transaction'

import type { Weekday } from './business-hours'

/** An account's team as the clock needs it: its hours, and who its leads are (for escalations). */
export type TeamHours = {
  id: number
  leads: number[]
  timeZone: string
  opensAt: string
  closesAt: string
  workingDays: Weekday[]
  /** Its holidays as dates (YYYY-MM-DD) in its time zone. */
  holidays: string[]
}

/** An instant's date (YYYY-MM-DD) in a time zone. */
const dateIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(instant))

/**
 * The team each account works in (its first, by id) with its hours: of the accounts given, or of
 * every account that has one. Four statements, whatever the number of accounts.
 */
export async function readTeamHours(
  payload: Payload,
  db: Database,
  accounts?: readonly number[],
): Promise<Map<number, TeamHours>> {
  const { teams, teams_holidays, teams_rels, teams_working_days } = tablesOf(payload)
  const memberships = await db
    .select({
      account: teams_rels.usersID,
      id: teams.id,
      timeZone: teams.timeZone,
      opensAt: teams.opensAt,
      closesAt: teams.closesAt,
    })
    .from(teams)
    .innerJoin(teams_rels, and(eq(teams_rels.parent, teams.id), eq(teams_rels.path, 'members')))
    .where(accounts ? inArray(teams_rels.usersID, [...accounts]) : undefined)
    .orderBy(asc(teams.id))
  const firstTeam = new Map<number, (typeof memberships)[number]>()
  for (const membership of memberships) {
    if (membership.account !== null && !firstTeam.has(membership.account)) {
      firstTeam.set(membership.account, membership)
    }
  }
  const ids = [...new Set([...firstTeam.values()].map((team) => team.id))]
  if (ids.length === 0) return new Map()
  const [days, holidays, leads] = await Promise.all([
    db
      .select({ team: teams_working_days.parent, day: teams_working_days.value })
      .from(teams_working_days)
      .where(inArray(teams_working_days.parent, ids))
      .orderBy(asc(teams_working_days.order)),
    db
      .select({ team: teams_holidays._parentID, date: teams_holidays.date })
      .from(teams_holidays)
      .where(inArray(teams_holidays._parentID, ids)),
    db
      .select({ team: teams_rels.parent, account: teams_rels.usersID })
      .from(teams_rels)
      .where(and(inArray(teams_rels.parent, ids), eq(teams_rels.path, 'leads')))
      .orderBy(asc(teams_rels.order)),
  ])
  const hours = new Map<number, TeamHours>()
  for (const [account, { account: _, ...team }] of firstTeam) {
    hours.set(account, {
      ...team,
      leads: leads.flatMap((row) =>
        row.team === team.id && row.account !== null ? [row.account] : [],
      ),
      workingDays: days.flatMap((row) => (row.team === team.id && row.day ? [row.day] : [])),
      holidays: holidays
        .filter((row) => row.team === team.id)
        .map((row) => dateIn(row.date, team.timeZone)),
    })
  }
  return hours
}
