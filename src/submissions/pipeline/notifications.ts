import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { queueEmails, type EmailInput, type QueuedEmail } from '@/server/email'
import { siteUrl } from '@/server/env'
import { consumeRateLimit } from '@/server/rate-limit'
import type { SiteSetting } from '@/payload-types'

import type { SubmissionForm } from './form-entry'

type Values = Record<string, unknown>

function displayValue(form: SubmissionForm, field: string, value: unknown): string {
  const option = form.options[field]?.find((candidate) => candidate.value === value)
  if (option) return option.label
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

/** "Label: value" lines of the given fields the visitor filled, in the form's order. */
function summary(form: SubmissionForm, values: Values, fields: (field: string) => boolean): string {
  return Object.entries(form.labels)
    .filter(([field]) => values[field] !== undefined && !form.files?.[field] && fields(field))
    .map(([field, label]) => `${label}: ${displayValue(form, field, values[field])}`)
    .join('\n')
}

/** How staff and the visitor name one submission, e.g. "QR-000042". */
export const submissionReference = (form: SubmissionForm, id: number) =>
  `${form.type.referencePrefix}-${String(id).padStart(6, '0')}`

/**
 * Whether the visitor's address may get one more confirmation today. Anyone can type anyone's
 * address into a form, so the site must never become a way to send someone mail: a few
 * confirmations a day per address at most, counted by a hash (the counters hold no address).
 */
async function mayConfirmTo(address: string): Promise<boolean> {
  const recipient = createHash('sha256').update(address.trim().toLowerCase()).digest('hex')
  return (await consumeRateLimit('confirmations', recipient)).allowed
}

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
  const reference = submissionReference(form, submissionId)
  const staff = {
    to: settings.notifications[form.type.notify],
    replyTo: visitor.email,
    subject: `New ${form.type.emailTitle} ${reference}`,
    text: [
      `A new ${form.type.emailTitle} (${reference}) arrived on the website from ${visitor.name}.`,
      summary(form, values, () => true),
      `Open it in the admin: ${siteUrl()}/admin/collections/${form.type.slug}/${submissionId}`,
    ].join('\n\n'),
  }
  const emails: EmailInput[] = [staff]
  if (await mayConfirmTo(visitor.email)) {
    // Nothing the visitor typed: only the reference and the choices they picked from lists.
    const choices = summary(form, values, (field) => field in form.options)
    const note = form.confirmationNote && (await form.confirmationNote(submissionId, req))
    emails.push({
      to: visitor.email,
      subject: `We received your ${form.type.emailTitle} (${reference})`,
      text: [
        'Hello,',
        `Thank you for your ${form.type.emailTitle}. ${form.promise}`,
        ...(note ? [note] : []),
        `Your reference is ${reference}; please quote it if you write to us about it.`,
        ...(choices ? [`What you chose:\n${choices}`] : []),
        'If you did not send this, you can ignore this e-mail.',
        `The ${settings.siteName} team`,
      ].join('\n\n'),
    })
  } else {
    req.payload.logger.info(
      `No confirmation for ${form.type.emailTitle} ${reference}: its address had its confirmations for today`,
    )
  }
  return queueEmails(req, emails)
}
