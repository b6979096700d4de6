import { sql } from '@payloadcms/db-postgres'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { cacheTags } from '@/lib/data/tags'
import { postgres } from '@/server/database/adapter'

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
export async function readRoutingRules(payload: Payload): Promise<RoutingRule[]> {
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

/**
 * The rules as the forms read them: cached, and expired when a rule or a region is saved or
 * deleted. The expiry runs in the save's hook, before its commit, so a submission in that instant
 * could cache the rules as they were: the entry is also refreshed every 30 seconds.
 */
export const cachedRoutingRules = (payload: Payload) =>
  unstable_cache(() => readRoutingRules(payload), ['routing-rules'], {
    tags: [cacheTags.routingRules, cacheTags.regions],
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
