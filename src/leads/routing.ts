import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import type { EmailInput } from '@/server/email'

import { adminAddresses } from './access'
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

type Candidate = { id: number; email: string; display_name: string | null }

/** The roles that may own a type's leads, as SQL values. */
const ownerRoles = (type: Type) =>
  sql.join(
    ['admin', ...type.workedBy].map((role) => sql`${role}`),
    sql`, `,
  )

/** Of these accounts, those who may own the type's leads and are not away, in the given order. */
async function availableAccounts(req: PayloadRequest, type: Type, ids: number[]) {
  if (ids.length === 0) return []
  const db = await transactionDatabase(postgres(req.payload), req)
  const { rows } = await db.execute<Candidate>(sql`
    SELECT u.id, u.email, u.display_name FROM users u
    WHERE u.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND u.away IS NOT TRUE
      AND EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value IN (${ownerRoles(type)}))`)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map(({ id, email, display_name }): Assignee => ({ id, email, displayName: display_name }))
}

type MatchedRule = { id: number; name: string; assignee_id: number | null; team_id: number | null }

/**
 * The first rule, in the list's order, whose conditions hold for a lead of this type from this
 * country (ISO code) for this service: one statement, as it runs in every submission. A rule
 * without countries or regions takes any country, one without services any service; a condition
 * on a field the form lacks (no country, no service) never holds.
 */
async function firstMatchingRule(
  req: PayloadRequest,
  type: Type,
  country: string | null,
  service: string | null,
): Promise<MatchedRule | undefined> {
  const db = await transactionDatabase(postgres(req.payload), req)
  const { rows } = await db.execute<MatchedRule>(sql`
    SELECT r.id, r.name, r.assignee_id, r.team_id FROM routing_rules r
    WHERE EXISTS (SELECT 1 FROM routing_rules_submission_types t
        WHERE t.parent_id = r.id AND t.value = ${type.slug})
      AND (
        (NOT EXISTS (SELECT 1 FROM routing_rules_countries c WHERE c.parent_id = r.id)
          AND NOT EXISTS (SELECT 1 FROM routing_rules_rels x WHERE x.parent_id = r.id AND x.path = 'regions'))
        OR EXISTS (SELECT 1 FROM routing_rules_countries c
          WHERE c.parent_id = r.id AND c.value::text = ${country})
        OR EXISTS (SELECT 1 FROM routing_rules_rels x
          JOIN regions_countries rc ON rc._parent_id = x.regions_id
          WHERE x.parent_id = r.id AND x.path = 'regions' AND upper(rc.flag) = ${country})
      )
      AND (
        NOT EXISTS (SELECT 1 FROM routing_rules_services s WHERE s.parent_id = r.id)
        OR EXISTS (SELECT 1 FROM routing_rules_services s
          WHERE s.parent_id = r.id AND s.value::text = ${service})
      )
    ORDER BY r._order
    LIMIT 1`)
  return rows[0]
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
  const { rows } = await db.execute<{ member: number }>(sql`
    SELECT users_id AS member FROM teams_rels
    WHERE parent_id = ${teamId} AND path = 'members' ORDER BY "order"`)
  const members = rows.map((row) => row.member)
  const available = await availableAccounts(req, type, members)
  if (available.length === 0) return undefined
  const last = members.indexOf(locked.rows[0].last ?? -1)
  const next = available.find((account) => members.indexOf(account.id) > last) ?? available[0]
  await db.execute(sql`UPDATE teams SET last_assignee_id = ${next.id} WHERE id = ${teamId}`)
  return next
}

/** Who a rule gives its leads to now: its person, or its team's next member; none if unavailable. */
async function takerOf(rule: MatchedRule, type: Type, req: PayloadRequest) {
  if (rule.assignee_id !== null) return (await availableAccounts(req, type, [rule.assignee_id]))[0]
  return rule.team_id === null ? undefined : nextInTurn(req, type, rule.team_id)
}

/** A lead's value of one of the fields routing reads, if the type has that field. */
const fieldValue = (lead: Lead, field: string | undefined) => {
  const value = field ? lead[field] : undefined
  return typeof value === 'string' && value !== '' ? value : null
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
  const fields: { country?: string; service?: string } = type.routing
  const rule = await firstMatchingRule(
    req,
    type,
    fieldValue(lead, fields.country)?.toUpperCase() ?? null,
    fieldValue(lead, fields.service),
  )
  if (rule) {
    const owner = await takerOf(rule, type, req)
    const matched = { id: rule.id, name: rule.name }
    return owner ? { owner, rule: matched } : { rule: matched, unassignable: true }
  }
  return {}
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
