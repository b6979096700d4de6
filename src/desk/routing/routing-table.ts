import { sql } from '@payloadcms/db-postgres'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { SiteSetting } from '@/payload-types'

import { cacheTags } from '@/lib/data/tags'
import { postgres } from '@/server/database/adapter'

import { teamHoursOf, type TeamHoursRow } from '../clock/clock'
import { deskRoles } from '@/desk/worked-types'

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
  /** It gives a lead from an organization to the account's owner (or its group's), when available. */
  toAccountOwner: boolean
  assignee: number | null
  team: number | null
}

type RuleRow = {
  id: number
  name: string
  to_account_owner: boolean | null
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
    SELECT r.id, r.name, r.to_account_owner, r.assignee_id, r.team_id,
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
    toAccountOwner: row.to_account_owner === true,
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
 * nothing for it: the rules in order, the accounts that may take a lead now, each team's
 * members in the team's order (for round robin), and the organizations leads are matched to.
 */
export type RoutingTable = {
  rules: RoutingRule[]
  accounts: RoutingAccount[]
  teams: { id: number; members: number[] }[]
  organizations: AccountOrganization[]
  /** What Site settings say of new leads: each type's default owner and response target, the site's time zone. */
  settings: DeskSettings
}

/** The site settings the desk reads as a lead arrives (Site settings → Lead desk, the time zone). */
export type DeskSettings = Pick<SiteSetting, 'timeZone' | 'responseTargets'>

const readDeskSettings = (payload: Payload): Promise<DeskSettings> =>
  payload.findGlobal({
    slug: 'site-settings',
    select: { timeZone: true, responseTargets: true },
    depth: 0,
  })

/** An organization by the domains its people write from (src/leads/accounts matches senders to it). */
export type DomainOwner = { id: number; domains: readonly string[] }

/** An organization as arriving leads are matched to it: its domains, group and account owner. */
export type AccountOrganization = DomainOwner & {
  parent: number | null
  accountOwner: number | null
}

type AccountRow = Omit<RoutingAccount, 'team' | 'displayName'> & {
  display_name: string | null
} & Partial<TeamHoursRow>

/** The roles that may own a lead of some type: admins, and those that work a type. */
const leadOwnerRoles = ['admin', ...deskRoles]

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

/** Every organization with its domains, group and account owner. */
export async function readOrganizations(payload: Payload): Promise<AccountOrganization[]> {
  const { rows } = await postgres(payload).drizzle.execute<{
    id: number
    parent_id: number | null
    account_owner_id: number | null
    domains: string[]
  }>(sql`
    SELECT o.id, o.parent_id, o.account_owner_id,
      coalesce(array_agg(d.domain) FILTER (WHERE d.domain IS NOT NULL), '{}') AS domains
    FROM organizations o LEFT JOIN organizations_domains d ON d._parent_id = o.id
    GROUP BY o.id`)
  return rows.map((row) => ({
    id: row.id,
    domains: row.domains,
    parent: row.parent_id,
    accountOwner: row.account_owner_id,
  }))
}

/** The routing table as the database holds it now. */
export async function readRoutingTable(payload: Payload): Promise<RoutingTable> {
  const [rules, accounts, teams, organizations, settings] = await Promise.all([
    readRoutingRules(payload),
    readAvailableAccounts(payload),
    readTeamMembers(payload),
    readOrganizations(payload),
    readDeskSettings(payload),
  ])
  return { rules, accounts, teams, organizations, settings }
}

/**
 * The routing table as the forms read it: cached, and expired when a rule, a region, an account,
 * a team, an organization or the site settings are saved or deleted. The expiry runs in the save's hook, before its commit, so a
 * submission in that instant could cache the table as it was: the entry is also refreshed every
 * 30 seconds, and a lead given an account deleted meanwhile is routed again from the database
 * (handle-submission.ts).
 */
export const cachedRoutingTable = (payload: Payload) =>
  unstable_cache(() => readRoutingTable(payload), ['routing-table'], {
    tags: [cacheTags.routing, cacheTags.regions, cacheTags.global('site-settings')],
    revalidate: 30,
  })()

/** What of a new lead the rules' conditions read. */
export type RoutedLead = {
  type: string
  /** ISO code, when its form asks. */
  country: string | null
  service: string | null
  /** The account owner of its organization (or of the nearest group that has one). */
  accountOwner: number | null
}

/**
 * The first rule, in order, whose conditions hold for a lead. A rule without countries or regions
 * takes any country, one without services any service; a condition on a field the form lacks (no
 * country, no service) never holds, and a rule for account owners takes only leads with one.
 */
export function matchingRule(
  rules: readonly RoutingRule[],
  { type, country, service, accountOwner }: RoutedLead,
): RoutingRule | undefined {
  return rules.find(
    (rule) =>
      rule.submissionTypes.includes(type) &&
      (rule.anyCountry || (country !== null && rule.countries.includes(country))) &&
      (rule.services.length === 0 || (service !== null && rule.services.includes(service))) &&
      (!rule.toAccountOwner || accountOwner !== null),
  )
}

/** The account owner of an organization, else of its nearest group that has one. */
export function accountOwnerOf(
  organizations: readonly AccountOrganization[],
  organization: number | undefined,
): number | null {
  const seen = new Set<number>()
  let id = organization
  while (id !== undefined && !seen.has(id)) {
    seen.add(id)
    const found = organizations.find((each) => each.id === id)
    if (found?.accountOwner) return found.accountOwner
    id = found?.parent ?? undefined
  }
  return null
}
