import { sql } from '@payloadcms/db-postgres'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { cacheTags } from '@/lib/data/tags'
import { postgres } from '@/server/database/adapter'
import { submissionTypes } from '@/submissions'

import { teamHoursOf, type TeamHoursRow } from './clock/clock'

/** A routing rule as matching needs it: its conditions flattened, its regions as their countries. */
export type RoutingRule = {
  id: number
  name: string
  submissionTypes: string[]
  /** Its countries (ISO codes) and those of its regions; empty with `anyCountry`. */
  countries: string[]
  /** It names no country and no region. */
  anyCountry: boolean
  /** Empty: any service. */
  services: string[]
  assignee: number | null
  team: number | null
}

type RuleRow = {
  id: number
  name: string
  assignee_id: number | null
  team_id: number | null
  submission_types: string[]
  countries: string[]
  by_region: boolean
  region_countries: string[]
  services: string[]
}

/** Every routing rule, in the list's order, in one statement. */
async function readRoutingRules(payload: Payload): Promise<RoutingRule[]> {
  const { rows } = await postgres(payload).drizzle.execute<RuleRow>(sql`
    SELECT r.id, r.name, r.assignee_id, r.team_id,
      coalesce((SELECT array_agg(t.value::text) FROM routing_rules_submission_types t
        WHERE t.parent_id = r.id), '{}') AS submission_types,
      coalesce((SELECT array_agg(c.value::text) FROM routing_rules_countries c
        WHERE c.parent_id = r.id), '{}') AS countries,
      EXISTS (SELECT 1 FROM routing_rules_rels x
        WHERE x.parent_id = r.id AND x.path = 'regions') AS by_region,
      coalesce((SELECT array_agg(upper(rc.flag)) FROM routing_rules_rels x
        JOIN regions_countries rc ON rc._parent_id = x.regions_id
        WHERE x.parent_id = r.id AND x.path = 'regions' AND rc.flag IS NOT NULL), '{}') AS region_countries,
      coalesce((SELECT array_agg(s.value::text) FROM routing_rules_services s
        WHERE s.parent_id = r.id), '{}') AS services
    FROM routing_rules r ORDER BY r._order`)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    submissionTypes: row.submission_types,
    countries: [...row.countries, ...row.region_countries],
    anyCountry: row.countries.length === 0 && !row.by_region,
    services: row.services,
    assignee: row.assignee_id,
    team: row.team_id,
  }))
}

/** An account that may own leads now (it is not away), with its roles and its team's hours. */
export type RoutingAccount = {
  id: number
  email: string
  displayName: string | null
  roles: string[]
  /** The account's first team (by id) and its hours; none outside every team. */
  team: TeamHoursRow | null
}

/**
 * What routing reads as each lead arrives, read ahead so that a submission asks the database
 * nothing for it: the rules in order, the accounts that may take a lead now, and each team's
 * members in the team's order (for round robin).
 */
export type RoutingTable = {
  rules: RoutingRule[]
  accounts: RoutingAccount[]
  teams: { id: number; members: number[] }[]
}

type AccountRow = Omit<RoutingAccount, 'team' | 'displayName'> & {
  display_name: string | null
} & Partial<TeamHoursRow>

/** The roles that may own a lead of some type: admins, and those that work a type. */
const leadOwnerRoles = ['admin', ...new Set(submissionTypes.flatMap((type) => type.workedBy))]

/**
 * Every account that may own a lead now (not marked away, with a role that works leads), with its
 * roles and its first team's hours, in one statement. Editors and role-less accounts are left out:
 * the table is cached, and routing never gives them a lead.
 */
async function readAvailableAccounts(payload: Payload): Promise<RoutingAccount[]> {
  const { rows } = await postgres(payload).drizzle.execute<AccountRow>(sql`
    SELECT u.id, u.email, u.display_name,
      coalesce((SELECT array_agg(r.value::text) FROM users_roles r WHERE r.parent_id = u.id), '{}')
        AS roles,
      h.*
    FROM users u LEFT JOIN LATERAL (${teamHoursOf(sql`u.id`)}) h ON true
    WHERE u.away IS NOT TRUE AND EXISTS (SELECT 1 FROM users_roles r
      WHERE r.parent_id = u.id AND r.value::text IN ${leadOwnerRoles})`)
  return rows.map(({ id, email, display_name, roles, ...team }) => ({
    id,
    email,
    displayName: display_name,
    roles,
    team: team.team_id == null ? null : (team as TeamHoursRow),
  }))
}

/** Each team's members, in the order the team lists them. */
async function readTeamMembers(payload: Payload): Promise<RoutingTable['teams']> {
  const { rows } = await postgres(payload).drizzle.execute<{ id: number; members: number[] }>(sql`
    SELECT t.id, coalesce(array_agg(m.users_id ORDER BY m."order")
      FILTER (WHERE m.users_id IS NOT NULL), '{}') AS members
    FROM teams t LEFT JOIN teams_rels m ON m.parent_id = t.id AND m.path = 'members'
    GROUP BY t.id`)
  return rows
}

/** The routing table as the database holds it now. */
export async function readRoutingTable(payload: Payload): Promise<RoutingTable> {
  const [rules, accounts, teams] = await Promise.all([
    readRoutingRules(payload),
    readAvailableAccounts(payload),
    readTeamMembers(payload),
  ])
  return { rules, accounts, teams }
}

/**
 * The routing table as the forms read it: cached, and expired when a rule, a region, an account
 * or a team is saved or deleted. The expiry runs in the save's hook, before its commit, so a
 * submission in that instant could cache the table as it was: the entry is also refreshed every
 * 30 seconds, and a lead given an account deleted meanwhile is routed again from the database
 * (handle-submission.ts).
 */
export const cachedRoutingTable = (payload: Payload) =>
  unstable_cache(() => readRoutingTable(payload), ['routing-table'], {
    tags: [cacheTags.routing, cacheTags.regions],
    revalidate: 30,
  })()

/**
 * The first rule, in order, whose conditions hold for a lead of this type from this country (ISO
 * code) for this service. A rule without countries or regions takes any country, one without
 * services any service; a condition on a field the form lacks (no country, no service) never holds.
 */
export function matchingRule(
  rules: readonly RoutingRule[],
  type: string,
  country: string | null,
  service: string | null,
): RoutingRule | undefined {
  return rules.find(
    (rule) =>
      rule.submissionTypes.includes(type) &&
      (rule.anyCountry || (country !== null && rule.countries.includes(country))) &&
      (rule.services.length === 0 || (service !== null && rule.services.includes(service))),
  )
}
