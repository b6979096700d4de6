import { and, isNotNull, isNull, lte } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { inTransaction, transactionDatabase } from '@/server/database/transaction'
import { queueEmails, type EmailInput } from '@/server/email'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { tableOfType } from '@/submissions/tables'
import { workedTypes } from '@/desk/worked-types'
import { submissionReference } from '@/submissions/reference'

import { addressesOf, adminAddresses } from '../access'
import { leadUrl } from '../links'
import { openStatuses } from '../queues'
import { hoursOfOwner } from './clock'

type Type = SubmissionTypeOf<SubmissionSlug>
type Claimed = { id: number; owner: number; due: string; status: string }

/** A due time (as the database returns it) as the owner's team reads it. */
const when = (due: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(due),
  )

/**
 * Claims the leads of a type whose reminder or escalation has come, taking it off them in the same
 * statement: with two instances, each lead is claimed once. Those still open are returned.
 */
async function claim(
  req: PayloadRequest,
  type: Type,
  moment: 'reminder' | 'escalation',
  now: Date,
): Promise<Claimed[]> {
  const db = await transactionDatabase(postgres(req.payload), req)
  const table = tableOfType(req.payload, type.slug)
  const at = now.toISOString()
  const claimed = {
    id: table.id,
    owner: table.owner,
    due: table.responseDueAt,
    status: table.status,
  }
  const rows =
    moment === 'reminder'
      ? await db
          .update(table)
          .set({ reminderSentAt: at, reminderDueAt: null })
          .where(lte(table.reminderDueAt, at))
          .returning(claimed)
      : await db
          .update(table)
          .set({ escalatedAt: at, escalationDueAt: null })
          .where(and(lte(table.escalationDueAt, at), isNotNull(table.owner)))
          .returning(claimed)
  // A lead closed meanwhile is only taken off the clock.
  const open = openStatuses(type)
  return rows.flatMap(({ owner, due, ...lead }) =>
    open.includes(lead.status) && owner !== null && due !== null ? [{ ...lead, owner, due }] : [],
  )
}

async function recordOnTimeline(
  req: PayloadRequest,
  type: Type,
  id: number,
  kind: 'reminder' | 'escalation',
  text: string,
) {
  const { lead_activities } = tablesOf(req.payload)
  await (
    await transactionDatabase(postgres(req.payload), req)
  )
    .insert(lead_activities)
    .values({ submissionCollection: type.slug, submissionId: id, kind, text })
}

/** The owner's reminder at half the target: the lead still waits for its first response. */
async function remind(req: PayloadRequest, type: Type, lead: Claimed): Promise<EmailInput[]> {
  const reference = submissionReference(type, lead.id)
  const { hours } = await hoursOfOwner(req, lead.owner)
  const due = when(lead.due, hours.timeZone)
  await recordOnTimeline(req, type, lead.id, 'reminder', `Reminder sent to its owner: due ${due}`)
  return (await addressesOf(req, [lead.owner])).map((to) => ({
    to,
    subject: `Reminder: ${reference} is waiting for its first response`,
    text: [
      `${type.noun.one[0].toUpperCase()}${type.noun.one.slice(1)} ${reference} has had no reply, call or message yet. Its first response is due ${due}.`,
      `Open it in the admin: ${leadUrl(type, lead.id)}`,
    ].join('\n\n'),
  }))
}

/**
 * The escalation at the target: to the owner's team leads, else the admins. A lead nobody owns is
 * due at once: the unassigned digest (below) tells the admins of it.
 */
async function escalate(req: PayloadRequest, type: Type, lead: Claimed): Promise<EmailInput[]> {
  const reference = submissionReference(type, lead.id)
  const { hours, team } = await hoursOfOwner(req, lead.owner)
  const teamLeads = team?.leads ?? []
  const recipients =
    teamLeads.length > 0 ? await addressesOf(req, teamLeads) : await adminAddresses(req)
  const subject = `${reference} has waited past its target for a first response`
  const said = `${type.noun.one} ${reference} was due for its first response ${when(lead.due, hours.timeZone)} and has had none.`
  await recordOnTimeline(
    req,
    type,
    lead.id,
    'escalation',
    `${teamLeads.length > 1 ? 'Team leads' : teamLeads.length === 1 ? 'Team lead' : 'Admins'} told: past its target`,
  )
  return recipients.map((to) => ({
    to,
    subject,
    text: [
      `${said[0].toUpperCase()}${said.slice(1)}`,
      `Open it in the admin: ${leadUrl(type, lead.id)}`,
    ].join('\n\n'),
  }))
}

/**
 * One pass of the speed-to-lead clock: every open lead without a first response gets its owner's
 * reminder at half its target and its escalation at the target, once each, recorded on its
 * timeline. Run by the job schedule every minute on one instance at a time.
 */
export async function sweepLeadClocks(payload: Payload, now = new Date()) {
  const counts = { reminders: 0, escalations: 0 }
  for (const type of workedTypes) {
    await inTransaction(payload, async (req) => {
      const reminders = await claim(req, type, 'reminder', now)
      const escalations = await claim(req, type, 'escalation', now)
      counts.reminders += reminders.length
      counts.escalations += escalations.length
      const inputs: EmailInput[] = []
      for (const lead of reminders) inputs.push(...(await remind(req, type, lead)))
      for (const lead of escalations) inputs.push(...(await escalate(req, type, lead)))
      // Sent by the job schedule's next tick, which runs this sweep too.
      await queueEmails(req, inputs, { sentBy: 'schedule' })
    })
  }
  return counts
}

/** How often the admins may hear of leads nobody owns: the digest's schedule. */
export const unassignedDigestMinutes = 15

type Unassigned = { id: number; title: string | null; routingRule: string | null; status: string }

/**
 * The admins' digest of the leads that arrived with no owner since the last one, one e-mail per
 * admin listing them all (with the routing rule that found no one, where one did), rather than an
 * e-mail per lead and admin: at a few an hour that was a flood. Each lead is claimed once, in the
 * statement that takes it off the clock, so two instances never send it twice. Run every
 * `unassignedDigestMinutes` by the job schedule.
 */
export async function digestUnassignedLeads(payload: Payload, now = new Date()) {
  return inTransaction(payload, async (req) => {
    const db = await transactionDatabase(postgres(payload), req)
    const at = now.toISOString()
    const waiting: { type: Type; lead: Unassigned }[] = []
    for (const type of workedTypes) {
      const table = tableOfType(payload, type.slug)
      const rows = await db
        .update(table)
        .set({ escalatedAt: at, escalationDueAt: null })
        .where(and(lte(table.escalationDueAt, at), isNull(table.owner)))
        .returning({
          id: table.id,
          title: table.title,
          routingRule: table.routingRule,
          status: table.status,
        })
      const open = openStatuses(type)
      for (const lead of rows) if (open.includes(lead.status)) waiting.push({ type, lead })
    }
    if (waiting.length === 0) return { leads: 0 }
    for (const { type, lead } of waiting) {
      await recordOnTimeline(req, type, lead.id, 'escalation', 'Admins told: no owner (digest)')
    }
    const lines = waiting.map(({ type, lead }) => {
      const name = lead.title || submissionReference(type, lead.id)
      const why = lead.routingRule
        ? ` (routing rule "${lead.routingRule}" found no one available to take it)`
        : ''
      return `- ${name}, a ${type.noun.one}${why}: ${leadUrl(type, lead.id)}`
    })
    const count = waiting.length
    const subject = count === 1 ? '1 lead waits with no owner' : `${count} leads wait with no owner`
    const inputs = (await adminAddresses(req)).map((to) => ({
      to,
      subject,
      text: [
        count === 1
          ? 'This lead arrived with no owner and waits for its first response:'
          : `These ${count} leads arrived with no owner and wait for their first response:`,
        lines.join('\n'),
        'Assign them from the unassigned queue, and correct the routing rules in Lead desk › Routing rules where a rule found no one.',
        `You get this at most every ${unassignedDigestMinutes} minutes.`,
      ].join('\n\n'),
    }))
    await queueEmails(req, inputs, { sentBy: 'schedule' })
    return { leads: count }
  })
}
