import type { Payload, PayloadRequest } from 'payload'

import { postgres } from '@/lib/database/adapter'
import { transactionDatabase } from '@/lib/database/transaction'
import { siteUrl } from '@/lib/env'
import type { SiteSetting } from '@/payload-types'

import type { SubmissionForm } from './forms'

type Values = Record<string, unknown>

function displayValue(form: SubmissionForm, field: string, value: unknown): string {
  const option = form.options[field]?.find((candidate) => candidate.value === value)
  if (option) return option.label
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

/** "Label: value" lines of every field the visitor filled, in the form's order. */
function summary(form: SubmissionForm, values: Values): string {
  return Object.entries(form.labels)
    .filter(([field]) => values[field] !== undefined && !form.files?.[field])
    .map(([field, label]) => `${label}: ${displayValue(form, field, values[field])}`)
    .join('\n')
}

/** An e-mail queued as a 'sendEmail' job: its job's id and what it sends. */
export type QueuedEmail = { id: number | string; input: EmailInput }
type EmailInput = { to: string; subject: string; text: string; replyTo?: string }

/**
 * How long a queued e-mail is left to the direct send after the response before Payload's job
 * schedule may take it: longer than a send can take (the SMTP timeouts in email.ts), so the two
 * never send the same e-mail.
 */
export const directSendWindowMs = 60_000

/** What the form e-mails take from the site settings: who is told, and the site's name. */
export type NotificationSettings = Pick<SiteSetting, 'siteName' | 'notifications'>

/** The notification settings as stored now (the public route reads them from Next's cache). */
export const readNotificationSettings = (payload: Payload): Promise<NotificationSettings> =>
  payload.findGlobal({
    slug: 'site-settings',
    select: { siteName: true, notifications: true },
    depth: 0,
  })

/**
 * Queues the staff notification and the visitor's confirmation as 'sendEmail' jobs in the
 * request's transaction: they exist only if the submission is committed, and a mail server that
 * is down only delays them. They are sent right after the response (sendQueuedEmails); the jobs
 * are the fallback, run by the schedule once the direct-send window has passed.
 */
export async function queueNotifications(
  form: SubmissionForm,
  values: Values,
  submissionId: number,
  settings: NotificationSettings,
  req: PayloadRequest,
): Promise<QueuedEmail[]> {
  const visitor = form.visitor(values)
  const siteName = settings.siteName
  const staff = {
    to: settings.notifications[form.notify],
    replyTo: visitor.email,
    subject: `New ${form.title} from ${visitor.name}`,
    text: [
      `A new ${form.title} arrived on the website.`,
      summary(form, values),
      `Open it in the admin: ${siteUrl()}/admin/collections/${form.slug}/${submissionId}`,
    ].join('\n\n'),
  }
  const confirmation = {
    to: visitor.email,
    subject: `We received your ${form.title}`,
    text: [
      `Hello ${visitor.name},`,
      `Thank you for your ${form.title}. ${form.promise}`,
      `For your records, this is what you sent us:\n${summary(form, values)}`,
      `The ${siteName} team`,
    ].join('\n\n'),
  }
  const waitUntil = new Date(Date.now() + directSendWindowMs).toISOString()
  const emails = [staff, confirmation]
  // Both jobs in one INSERT: what payload.jobs.queue stores for each, without its read-back of
  // every row (a third of a submission's queries and CPU).
  const adapter = postgres(req.payload)
  const jobs = adapter.tables.payload_jobs
  const rows = await (
    await transactionDatabase(adapter, req)
  )
    .insert(jobs)
    .values(emails.map((input) => ({ input, taskSlug: 'sendEmail', waitUntil })))
    .returning({ id: jobs.id })
  return rows.map((row, index) => ({ id: row.id as number, input: emails[index] }))
}

/**
 * Sends queued e-mails now, without Payload's job runner (a tenth of the cost), and takes each
 * one sent off the queue. One that fails stays queued: the job schedule retries it, with
 * back-off, once the direct-send window has passed.
 */
export async function sendQueuedEmails(payload: Payload, emails: QueuedEmail[]): Promise<void> {
  const sent: (number | string)[] = []
  for (const { id, input } of emails) {
    try {
      await payload.sendEmail(input)
      sent.push(id)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      payload.logger.warn(`Sending e-mail job ${id} failed (${reason}); retried later`)
    }
  }
  if (sent.length > 0) {
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { in: sent } } })
  }
}
