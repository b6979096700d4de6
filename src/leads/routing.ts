import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import type { RoutingRule } from '@/payload-types'

import { accountsWithRoles } from './access'
import type { EmailInput } from '@/server/email'

import { assignmentEmail, unassignableEmails, type Assignee } from './assignment-emails'

type Type = SubmissionTypeOf<SubmissionSlug>
type Lead = Record<string, unknown>

/** Where a new lead goes: its owner, or none (the unassigned queue), and the rule that said so. */
export type Routing = {
  owner?: Assignee
  /** The rule that matched, if one did. */
  rule?: { id: number; name: string }
  /** The rule's person or team could take no lead: the admins are told. */
  unassignable?: boolean
}

const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : undefined
}

const idsOf = (values: unknown): number[] =>
  Array.isArray(values) ? values.map(idOf).filter((id): id is number => id !== undefined) : []

/** The ISO codes of the countries of these regions (their country rows' flags). */
async function countriesOfRegions(req: PayloadRequest, regions: number[]): Promise<Set<string>> {
  if (regions.length === 0) return new Set()
  const { docs } = await req.payload.find({
    collection: 'regions',
    where: { id: { in: regions } },
    select: { countries: { flag: true } },
    pagination: false,
    depth: 0,
    req,
  })
  return new Set(
    docs.flatMap((region) =>
      (region.countries ?? []).map((country) => (country.flag ?? '').toUpperCase()),
    ),
  )
}

/**
 * Whether a rule's conditions hold for a lead: its countries or regions (the lead's country, by its
 * ISO code) and its services. A condition on a field the type's form lacks never holds.
 */
async function matches(rule: RoutingRule, type: Type, lead: Lead, req: PayloadRequest) {
  const fields: { country?: string; service?: string } = type.routing
  const countries = rule.countries ?? []
  const regions = idsOf(rule.regions)
  if (countries.length > 0 || regions.length > 0) {
    const country = fields.country && lead[fields.country]
    if (typeof country !== 'string' || country === '') return false
    const code = country.toUpperCase()
    if (
      !(countries as string[]).includes(code) &&
      !(await countriesOfRegions(req, regions)).has(code)
    ) {
      return false
    }
  }
  const services = (rule.services ?? []) as string[]
  if (services.length > 0) {
    const service = fields.service && lead[fields.service]
    if (typeof service !== 'string' || !services.includes(service)) return false
  }
  return true
}

/** Of these accounts, those who may own the type's leads and are not away, in the given order. */
async function availableAccounts(req: PayloadRequest, type: Type, ids: number[]) {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'users',
    where: {
      and: [{ id: { in: ids } }, accountsWithRoles(type.workedBy), { away: { not_equals: true } }],
    },
    select: { email: true, displayName: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const byId = new Map(docs.map((account) => [account.id, account]))
  return ids
    .map((id) => byId.get(id))
    .filter((account) => account !== undefined)
    .map(({ id, email, displayName }): Assignee => ({ id, email, displayName }))
}

/**
 * The next of a team's available members after the one it assigned last, in the order the team
 * lists them. The team's row is locked for the rest of the transaction, so that two leads arriving
 * together go to two members.
 */
async function nextInTurn(req: PayloadRequest, type: Type, teamId: number) {
  const db = await transactionDatabase(postgres(req.payload), req)
  const locked = await db.execute<{ last: number | null }>(
    sql`SELECT last_assignee_id AS last FROM teams WHERE id = ${teamId} FOR UPDATE`,
  )
  if (locked.rows.length === 0) return undefined
  const team = await req.payload.findByID({
    collection: 'teams',
    id: teamId,
    select: { members: true },
    depth: 0,
    req,
  })
  const members = idsOf(team.members)
  const available = await availableAccounts(req, type, members)
  if (available.length === 0) return undefined
  const last = members.indexOf(locked.rows[0].last ?? -1)
  const next = available.find((account) => members.indexOf(account.id) > last) ?? available[0]
  await db.execute(sql`UPDATE teams SET last_assignee_id = ${next.id} WHERE id = ${teamId}`)
  return next
}

/** Who a rule gives its leads to now: its person, or its team's next member; none if unavailable. */
async function takerOf(rule: RoutingRule, type: Type, req: PayloadRequest) {
  const person = idOf(rule.assignee)
  if (person !== undefined) return (await availableAccounts(req, type, [person]))[0]
  const team = idOf(rule.team)
  return team === undefined ? undefined : nextInTurn(req, type, team)
}

/**
 * Routes a lead as it is stored, in its transaction: to the owner its form's step proposes if
 * available, else by the routing rules in their order, the first whose conditions hold. A lead no rule matches, or whose rule names no one available,
 * gets no owner.
 */
export async function routeLead(type: Type, lead: Lead, req: PayloadRequest): Promise<Routing> {
  // The form's own step may name the owner, e.g. a job posting's for an application to it.
  const proposed = idOf(lead.owner)
  if (proposed !== undefined) {
    const [owner] = await availableAccounts(req, type, [proposed])
    if (owner) return { owner }
  }
  const { docs: rules } = await req.payload.find({
    collection: 'routing-rules',
    where: { submissionTypes: { in: [type.slug] } },
    sort: '_order',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const rule of rules) {
    if (!(await matches(rule, type, lead, req))) continue
    const owner = await takerOf(rule, type, req)
    const matched = { id: rule.id, name: rule.name }
    return owner ? { owner, rule: matched } : { rule: matched, unassignable: true }
  }
  return {}
}

/** The admins' addresses, told of a lead that a rule could not assign. */
async function adminAddresses(req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['admin'] } },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((account) => account.email)
}

/** The e-mails a routed lead sends: to its owner, or to the admins when its rule had no one. */
export async function routingEmails(
  type: Type,
  lead: { id: number; from: string },
  routing: Routing,
  req: PayloadRequest,
): Promise<EmailInput[]> {
  if (routing.owner) return [assignmentEmail(type, lead, routing.owner)]
  if (routing.unassignable && routing.rule) {
    return unassignableEmails(type, lead, routing.rule.name, await adminAddresses(req))
  }
  return []
}
