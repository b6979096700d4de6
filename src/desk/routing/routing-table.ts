import { and, asc, eq, inArray, isNull, or } from '@payloadcms/db-postgres/drizzle'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { tablesOf, type Tables } from '@/lib/tables'
import type { SiteSetting } from '@/payload-types'

import type { StaffRole } from '@/access/roles'
import { cacheTags } from '@/lib/data/tags'
import { postgres } from '@/server/database/adapter'

import { readTeamHours, type TeamHours } from '../teams/team-hours'
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

/** The values of one parent's rows of an array field's table (its types, countries…). */
const valuesOf = <Value>(rows: { parent: number; value: Value | null }[], parent: number) =>
  rows.flatMap((row) => (row.parent === parent && row.value !== null ? [row.value] : []))

/** Every routing rule, in the list's order. */
async function readRoutingRules(payload: Payload): Promise<RoutingRule[]> {
  const {
    routing_rules,
    routing_rules_submission_types,
    routing_rules_countries,
    routing_rules_services,
    routing_rules_rels,
    regions_countries,
  } = tablesOf(payload)
  const db = postgres(payload).drizzle
  const field = (
    table:
      | Tables['routing_rules_countries']
      | Tables['routing_rules_services']
      | Tables['routing_rules_submission_types'],
  ) => db.select({ parent: table.parent, value: table.value }).from(table).orderBy(asc(table.order))
  const [rules, types, countries, services, regions] = await Promise.all([
    db
      .select({
        id: routing_rules.id,
        name: routing_rules.name,
        toAccountOwner: routing_rules.toAccountOwner,
        assignee: routing_rules.assignee,
        team: routing_rules.team,
      })
      .from(routing_rules)
      .orderBy(asc(routing_rules._order)),
    field(routing_rules_submission_types),
    field(routing_rules_countries),
    field(routing_rules_services),
    db
      .select({ parent: routing_rules_rels.parent, flag: regions_countries.flag })
      .from(routing_rules_rels)
      .leftJoin(regions_countries, eq(regions_countries._parentID, routing_rules_rels.regionsID))
      .where(eq(routing_rules_rels.path, 'regions')),
  ])
  return rules.map((rule) => {
    const own = valuesOf(countries, rule.id)
    const ofRegions = regions.filter((region) => region.parent === rule.id)
    return {
      ...rule,
      submissionTypes: valuesOf(types, rule.id),
      countries: [
        ...own,
        ...ofRegions.flatMap(({ flag }) => (flag === null ? [] : [flag.toUpperCase()])),
      ],
      anyCountry: own.length === 0 && ofRegions.length === 0,
      services: valuesOf(services, rule.id),
      toAccountOwner: rule.toAccountOwner === true,
    }
  })
}

/** An account that may own leads now (it is not away), with its roles and its team's hours. */
export type RoutingAccount = {
  id: number
  email: string
  displayName: string | null
  roles: string[]
  /** The account's first team (by id) and its hours; none outside every team. */
  team: TeamHours | null
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

/** The roles that may own a lead of some type: admins, and those that work a type. */
const leadOwnerRoles: StaffRole[] = ['admin', ...deskRoles]

/**
 * Every account that may own a lead now (not marked away, with a role that works leads), with its
 * roles and its first team's hours. Editors and role-less accounts are left out: the table is
 * cached, and routing never gives them a lead.
 */
async function readAvailableAccounts(payload: Payload): Promise<RoutingAccount[]> {
  const { users, users_roles } = tablesOf(payload)
  const db = postgres(payload).drizzle
  const [accounts, roles, hours] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, displayName: users.displayName })
      .from(users)
      .where(
        and(
          or(isNull(users.away), eq(users.away, false)),
          inArray(
            users.id,
            db
              .select({ account: users_roles.parent })
              .from(users_roles)
              .where(inArray(users_roles.value, leadOwnerRoles)),
          ),
        ),
      ),
    db
      .select({ parent: users_roles.parent, value: users_roles.value })
      .from(users_roles)
      .orderBy(asc(users_roles.order)),
    readTeamHours(payload, db),
  ])
  return accounts.map((account) => ({
    ...account,
    roles: valuesOf(roles, account.id),
    team: hours.get(account.id) ?? null,
  }))
}

/** Each team's members, in the order the team lists them. */
async function readTeamMembers(payload: Payload): Promise<RoutingTable['teams']> {
  const { teams, teams_rels } = tablesOf(payload)
  const db = postgres(payload).drizzle
  const [all, members] = await Promise.all([
    db.select({ id: teams.id }).from(teams),
    db
      .select({ parent: teams_rels.parent, value: teams_rels.usersID })
      .from(teams_rels)
      .where(eq(teams_rels.path, 'members'))
      .orderBy(asc(teams_rels.order)),
  ])
  return all.map(({ id }) => ({ id, members: valuesOf(members, id) }))
}

/** Every organization with its domains, group and account owner. */
export async function readOrganizations(payload: Payload): Promise<AccountOrganization[]> {
  const { organizations, organizations_domains } = tablesOf(payload)
  const db = postgres(payload).drizzle
  const [all, domains] = await Promise.all([
    db
      .select({
        id: organizations.id,
        parent: organizations.parent,
        accountOwner: organizations.accountOwner,
      })
      .from(organizations),
    db
      .select({ parent: organizations_domains._parentID, value: organizations_domains.domain })
      .from(organizations_domains)
      .orderBy(asc(organizations_domains._order)),
  ])
  return all.map((organization) => ({
    ...organization,
    domains: valuesOf(domains, organization.id),
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
