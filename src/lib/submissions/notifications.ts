import type { PayloadRequest } from 'payload'

import { siteUrl } from '@/lib/env'

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

/**
 * Queues the staff notification and the visitor's confirmation as 'sendEmail' jobs in the
 * request's transaction: they exist only if the submission is committed, and a mail server that
 * is down only delays them. Returns the jobs' ids so they can run right after the response.
 */
export async function queueNotifications(
  form: SubmissionForm,
  values: Values,
  submissionId: number,
  req: PayloadRequest,
): Promise<(number | string)[]> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    select: { siteName: true, notifications: true },
    depth: 0,
    req,
  })
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
  const jobs = []
  for (const input of [staff, confirmation]) {
    jobs.push(await req.payload.jobs.queue({ task: 'sendEmail', input, req }))
  }
  return jobs.map((job) => job.id)
}
