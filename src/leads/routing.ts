import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import type { EmailInput } from '@/server/email'

import { adminAddresses } from './access'
import { teamHoursOf, type TeamHoursRow } from './clock/clock'
import { matchingRule, type RoutingRule } from './routing-rules'
import { assignmentEmail, unassignableEmails, type Assignee } from './assignment-emails'

type Type = SubmissionTypeOf<SubmissionSlug>
type Lead = Record<string, unknown>

/** Where a new lead goes: its owner, or none (the unassigned queue), and the rule that said so. */
export type Routing = {
  owner?: Assignee
  /** The hours of the owner's team (the clock runs in them), when it has one. */
  team?: Partial<TeamHoursRow>
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

/** Accounts that may own the type's leads and are not away, of those `ids` (a SQL list) names. */
const availableAmong = (type: Type, ids: SQL) => sql`
  SELECT u.id, u.email, u.display_name FROM users u
  WHERE u.id IN (${ids}) AND u.away IS NOT TRUE
    AND EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value IN (${ownerRoles(type)}))`

const assignee = ({ id, email, display_name }: Candidate): Assignee => ({
  id,
  email,
  displayName: display_name,
})

/** Of these accounts, those who may own the type's leads and are not away, in the given order. */
async function availableAccounts(req: PayloadRequest, type: Type, ids: number[]) {
  if (ids.length === 0) return []
  const db = await transactionDatabase(postgres(req.payload), req)
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const { rows } = await db.execute<Candidate>(availableAmong(type, list))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map(assignee)
}

/** An account as a new lead's owner, with its team's hours, when it may take the lead now. */
async function availableOwner(req: PayloadRequest, type: Type, id: number) {
  const db = await transactionDatabase(postgres(req.payload), req)
  const { rows } = await db.execute<Candidate & Partial<TeamHoursRow>>(sql`
    SELECT u.*, h.* FROM (${availableAmong(type, sql`${id}`)}) u
    LEFT JOIN LATERAL (${teamHoursOf(sql`u.id`)}) h ON true`)
  return rows[0] && { owner: assignee(rows[0]), team: rows[0] }
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

/** Who a rule gives its leads to now, with their team's hours: its person, or its team's next member. */
async function takerOf(rule: RoutingRule, type: Type, req: PayloadRequest) {
  if (rule.assignee !== null) return availableOwner(req, type, rule.assignee)
  if (rule.team === null) return undefined
  const owner = await nextInTurn(req, type, rule.team)
  if (!owner) return undefined
  const db = await transactionDatabase(postgres(req.payload), req)
  const { rows } = await db.execute<TeamHoursRow>(teamHoursOf(sql`${owner.id}`))
  return { owner, team: rows[0] }
}

/** A lead's value of one of the fields routing reads, if the type has that field. */
const fieldValue = (lead: Lead, field: string | undefined) => {
  const value = field ? lead[field] : undefined
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * Routes a lead as it is stored, in its transaction: to the owner its form's step proposes if
 * available, else by the routing rules (read once, cached) in their order, the first whose
 * conditions hold. A lead no rule matches, or whose rule names no one available, gets no owner.
 * With the owner come their team's hours, for the clock.
 */
export async function routeLead(
  type: Type,
  lead: Lead,
  rules: readonly RoutingRule[],
  req: PayloadRequest,
): Promise<Routing> {
  // The form's own step may name the owner, e.g. a job posting's for an application to it.
  const proposed = idOf(lead.owner)
  const available = proposed === undefined ? undefined : await availableOwner(req, type, proposed)
  if (available) return available
  const fields: { country?: string; service?: string } = type.routing
  const rule = matchingRule(
    rules,
    type.slug,
    fieldValue(lead, fields.country)?.toUpperCase() ?? null,
    fieldValue(lead, fields.service),
  )
  if (rule) {
    const taker = await takerOf(rule, type, req)
    const matched = { id: rule.id, name: rule.name }
    return taker ? { ...taker, rule: matched } : { rule: matched, unassignable: true }
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
