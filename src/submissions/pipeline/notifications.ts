import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { mailboxOf } from '@/lib/mailbox'
import type { EmailInput } from '@/server/email'
import { siteUrl } from '@/server/env'
import { consumeRateLimit } from '@/server/rate-limit'
import type { Locale } from '@/lib/site/locales'
import type { SiteSetting } from '@/payload-types'

/** How staff e-mails name the visitor's language. */
const languageNames: Record<Locale, string> = { en: 'English', fr: 'French' }

import { submissionReference } from '../reference'

import type { SubmissionForm } from './form-entry'
import { optionLabels, sharedFormMessages } from './language'

type Values = Record<string, unknown>

type Words = {
  field: string
  labels: Readonly<Record<string, string>>
  options: Record<string, Readonly<Record<string, string>>>
  yes: string
  no: string
}

function displayValue(words: Words, field: string, value: unknown): string {
  const option = words.options[field]?.[String(value)]
  if (option) return option
  if (typeof value === 'boolean') return value ? words.yes : words.no
  return String(value)
}

/** "Label: value" lines of the given fields the visitor filled, in the form's order. */
function summary(
  form: SubmissionForm,
  words: Words,
  values: Values,
  fields: (field: string) => boolean,
): string {
  return Object.entries(words.labels)
    .filter(([field]) => values[field] !== undefined && !form.files?.[field] && fields(field))
    .map(([field, label]) =>
      words.field
        .replace('{label}', () => label)
        .replace('{value}', () => displayValue(words, field, values[field])),
    )
    .join('\n')
}

/** How a form's fields and choices read in one language. */
const wordsIn = (form: SubmissionForm, locale: Locale): Words => {
  const shared = sharedFormMessages[locale]
  const labels = optionLabels(locale)
  return {
    labels: form.type.messages[locale].labels,
    options: Object.fromEntries(
      Object.keys(form.options).map((field) => [field, labels[field] ?? {}]),
    ),
    field: shared.email.field,
    yes: shared.email.yes,
    no: shared.email.no,
  }
}

/** What the visitor answered, as "Label: value" lines in English (files left out), for staff. */
export const answerLines = (form: SubmissionForm, values: Values): string[] =>
  summary(form, wordsIn(form, 'en'), values, () => true)
    .split('\n')
    .filter((line) => line !== '')

/**
 * Whether the visitor's address may get one more confirmation today. Anyone can type anyone's
 * address into a form, so the site must never become a way to send someone mail: a few
 * confirmations a day per mailbox at most (`+tags` count as one), counted by a hash (the counters
 * hold no address).
 */
async function mayConfirmTo(address: string): Promise<boolean> {
  const recipient = createHash('sha256').update(mailboxOf(address)).digest('hex')
  return (await consumeRateLimit('confirmations', recipient)).allowed
}

/** What staff are told when the visitor got no confirmation, so that someone answers them. */
const withheldForStaff =
  'The visitor was sent no confirmation: their address had all its confirmations for today. Please reply to them yourself.'

/** What a submission takes from the site settings: who is told, and the site's name. */
export type NotificationSettings = Pick<SiteSetting, 'siteName'> & {
  notifications: NonNullable<SiteSetting['notifications']>
}

/**
 * The settings' notification addresses, never missing when read with full access as the
 * submissions do; their type says they may be, the tab being shown to admins only.
 */
export function withNotificationAddresses({
  siteName,
  notifications,
}: Pick<SiteSetting, 'siteName' | 'notifications'>): NotificationSettings {
  if (!notifications)
    throw new Error('The site settings were read without their notification addresses.')
  return { siteName, notifications }
}

/** The notification settings as stored now (the public route reads them from Next's cache). */
export const readNotificationSettings = async (payload: Payload): Promise<NotificationSettings> =>
  withNotificationAddresses(
    await payload.findGlobal({
      slug: 'site-settings',
      select: { siteName: true, notifications: true },
      depth: 0,
    }),
  )

/**
 * The staff notification and the visitor's confirmation, which the pipeline queues with the rest
 * of the submission (see queueEmails); no confirmation when the visitor's address had all its
 * confirmations for today.
 */
export async function notificationEmails(
  form: SubmissionForm,
  values: Values,
  submissionId: number,
  settings: NotificationSettings,
  req: PayloadRequest,
  locale: Locale,
): Promise<{ staff: EmailInput; confirmation?: EmailInput }> {
  const visitor = form.visitor(values)
  const confirmed = await mayConfirmTo(visitor.email)
  const reference = submissionReference(form.type, submissionId)
  const { title } = form.type.messages.en.email
  // Staff read English, and are told which language to answer in.
  const staff = {
    to: settings.notifications[form.type.notify],
    replyTo: visitor.email,
    subject: `New ${title} ${reference}`,
    text: [
      `A new ${title} (${reference}) arrived on the website from ${visitor.name}.`,
      `Language: ${languageNames[locale]}`,
      summary(form, wordsIn(form, 'en'), values, () => true),
      ...(confirmed ? [] : [withheldForStaff]),
      `Open it in the admin: ${siteUrl()}/admin/collections/${form.type.slug}/${submissionId}`,
    ].join('\n\n'),
  }
  if (confirmed) {
    // Nothing the visitor typed: only the reference and the choices they picked from lists.
    const words = wordsIn(form, locale)
    const choices = summary(form, words, values, (field) => field in form.options)
    const note = form.confirmationNote && (await form.confirmationNote(submissionId, req, locale))
    const { email } = sharedFormMessages[locale]
    const own = form.type.messages[locale].email
    const fill = (template: string, values: Record<string, string>) =>
      template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
    const confirmation = {
      to: visitor.email,
      subject: fill(email.subject, { title: own.title, reference }),
      text: [
        email.hello,
        fill(email.thanks, { title: own.title, promise: own.promise }),
        ...(note ? [note] : []),
        fill(email.reference, { reference }),
        ...(choices ? [`${email.choices}\n${choices}`] : []),
        email.notYou,
        fill(email.signature, { siteName: settings.siteName }),
      ].join('\n\n'),
    }
    return { staff, confirmation }
  }
  req.payload.logger.info(
    `No confirmation for ${title} ${reference}: its address had its confirmations for today`,
  )
  return { staff }
}
