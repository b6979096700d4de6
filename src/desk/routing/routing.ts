import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import type { EmailInput } from '@/server/email'

import type { TeamHours } from '../teams/team-hours'
import {
  accountOwnerOf,
  matchingRule,
  type RoutingAccount,
  type RoutingRule,
  readRoutingTable,
  type RoutingTable,
} from './routing-table'
import { assignmentEmail } from './assignment-emails'
import type { Assignee } from '../links'

type Type = SubmissionTypeOf<SubmissionSlug>
type Lead = Record<string, unknown>

/** Where a new lead goes: its owner, or none (the unassigned queue), and the rule that said so. */
export type Routing = {
  owner?: Assignee
  /** The hours of the owner's team (the clock runs in them), when it has one. */
  team?: TeamHours
  /** The rule that matched, if one did. */
  rule?: { id: number; name: string }
  /** The rule's person or team could take no lead: the admins are told. */
  unassignable?: boolean
}

const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : undefined
}

/** Whether an account of the table may own the type's leads: an admin, or one of the roles working it. */
const mayOwn = (type: Type, account: RoutingAccount) =>
  account.roles.some(
    (role) => role === 'admin' || (type.workedBy as readonly string[]).includes(role),
  )

const asOwner = ({ id, email, displayName }: RoutingAccount): Assignee => ({
  id,
  email,
  displayName,
})

/** An account as a new lead's owner, with its team's hours, when it may take the lead now. */
function availableOwner(table: RoutingTable, type: Type, id: number) {
  const account = table.accounts.find((each) => each.id === id)
  if (!account || !mayOwn(type, account)) return undefined
  return { owner: asOwner(account), team: account.team ?? undefined }
}

/**
 * The next of a team's available members after the one it assigned last, in the order the team
 * lists them, with their team's hours. The team's row is locked for the rest of the transaction,
 * so that two leads arriving together go to two members.
 */
async function nextInTurn(
  req: PayloadRequest,
  table: RoutingTable,
  type: Type,
  teamId: number,
  { peek = false } = {},
) {
  const members = table.teams.find((team) => team.id === teamId)?.members ?? []
  const available = members.flatMap((id) => availableOwner(table, type, id) ?? [])
  if (available.length === 0) return undefined
  const { teams } = tablesOf(req.payload)
  const db = await transactionDatabase(postgres(req.payload), req)
  // A peek (trying the rules) reads whose turn it is and takes no turn.
  const read = db.select({ last: teams.lastAssignee }).from(teams).where(eq(teams.id, teamId))
  const [locked] = await (peek ? read : read.for('update'))
  if (!locked) return undefined
  const last = members.indexOf(locked.last ?? -1)
  const next = available.find(({ owner }) => members.indexOf(owner.id) > last) ?? available[0]
  if (!peek) {
    await db.update(teams).set({ lastAssignee: next.owner.id }).where(eq(teams.id, teamId))
  }
  return next
}

/**
 * Who a rule gives its leads to now, with their team's hours: the account owner for a rule of
 * accounts (when away, its person or team, if it names one), else its person, or its team's next
 * member.
 */
async function takerOf(
  rule: RoutingRule,
  table: RoutingTable,
  type: Type,
  req: PayloadRequest,
  accountOwner: number | null,
  peek: boolean,
) {
  const owner = rule.toAccountOwner && accountOwner !== null
  const taker = owner ? availableOwner(table, type, accountOwner) : undefined
  if (taker) return taker
  if (rule.assignee !== null) return availableOwner(table, type, rule.assignee)
  if (rule.team === null) return undefined
  return nextInTurn(req, table, type, rule.team, { peek })
}

/** A lead's value of one of the fields routing reads, if the type has that field. */
const fieldValue = (lead: Lead, field: string | undefined) => {
  const value = field ? lead[field] : undefined
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * Routes a lead as it is stored, in its transaction: to the owner its form's step proposes if
 * available, else by the routing rules in their order, the first whose conditions hold (its
 * `organization`, set before, leads a rule of accounts to the account owner). A lead
 * no rule matches, or whose rule names no one available, gets no owner. With the owner come
 * their team's hours, for the clock. A lead no rule matches goes to the type's default owner when
 * available. Only round robin asks the database (the team's turn).
 */
export async function routeLead(
  type: Type,
  lead: Lead,
  table: RoutingTable,
  req: PayloadRequest,
  /** Who takes the type's leads no rule matches (Site settings → Lead desk), if anyone. */
  defaultOwner: number | null = null,
  /** Only say where the lead would go: no team's turn is taken (previewRouting). */
  { peek = false } = {},
): Promise<Routing> {
  // The form's own step may name the owner, e.g. a job posting's for an application to it.
  const proposed = idOf(lead.owner)
  const available = proposed === undefined ? undefined : availableOwner(table, type, proposed)
  if (available) return available
  const fields: { country?: string; service?: string } = type.routing
  const accountOwner = accountOwnerOf(table.organizations, idOf(lead.organization))
  const rule = matchingRule(table.rules, {
    type: type.slug,
    country: fieldValue(lead, fields.country)?.toUpperCase() ?? null,
    service: fieldValue(lead, fields.service),
    accountOwner,
  })
  if (rule) {
    const taker = await takerOf(rule, table, type, req, accountOwner, peek)
    const matched = { id: rule.id, name: rule.name }
    return taker ? { ...taker, rule: matched } : { rule: matched, unassignable: true }
  }
  return (defaultOwner !== null && availableOwner(table, type, defaultOwner)) || {}
}

/**
 * The e-mail a routed lead sends its owner. One with no owner (no rule matched, or its rule found
 * no one available) waits for the admins' digest (digestUnassignedLeads), which names the rule.
 */
export function routingEmails(
  type: Type,
  lead: { id: number; from: string },
  routing: Routing,
): EmailInput[] {
  return routing.owner ? [assignmentEmail(type, lead, routing.owner)] : []
}

/** A sample lead, as "try the rules" asks for it: its type and what the rules read of it. */
export type SampleLead = { type: Type; country?: string | null; service?: string | null }

/** Where a sample lead would go now, in words an admin reads beside the rules. */
export async function previewRouting(
  req: PayloadRequest,
  sample: SampleLead,
  defaultOwner: number | null,
): Promise<{ rule: string | null; owner: string | null; message: string }> {
  const { type } = sample
  const fields: { country?: string; service?: string } = type.routing
  const lead: Lead = {
    ...(fields.country && { [fields.country]: sample.country ?? null }),
    ...(fields.service && { [fields.service]: sample.service ?? null }),
  }
  const table = await readRoutingTable(req.payload)
  const routing = await routeLead(type, lead, table, req, defaultOwner, { peek: true })
  const owner = routing.owner ? routing.owner.displayName || routing.owner.email : null
  const rule = routing.rule?.name ?? null
  const message = rule
    ? owner
      ? `Rule "${rule}" matches: it goes to ${owner}.`
      : `Rule "${rule}" matches, but no one it names is available: it would wait unassigned.`
    : owner
      ? `No rule matches: it goes to ${owner}, the default owner of ${type.labels.plural.toLowerCase()}.`
      : 'No rule matches: it would wait unassigned.'
  return { rule, owner, message }
}
