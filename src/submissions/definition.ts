import type { StaffRole } from '@/access/roles'
import type { Locale } from '@/lib/site/locales'
import type { SiteSetting } from '@/payload-types'

/** The words of one form and its e-mails in one language. */
export type SubmissionMessages = {
  /** The fields' labels, also how e-mails name them. */
  labels: Readonly<Record<string, string>>
  placeholders?: Readonly<Record<string, string>>
  hints?: Readonly<Record<string, string>>
  /** The consent box's text. */
  consent: string
  submit: string
  /** What the form sends, in "We will send your {item}…". */
  itemName: string
  /** The toast after a scripted send, and the confirmation page after one without scripts. */
  success: { title: string; description: string }
  /** The confirmation page's link to what comes next (the definition's nextPath). */
  nextStep: string
  /** Its schema's messages (the English ones are the schema's own). */
  errors: Readonly<Record<string, string>>
  /** How e-mails name one ("your {title}"), and what the visitor's confirmation promises. */
  email: { title: string; promise: string }
}

/**
 * What makes one kind of submission what it is. Its collection, form endpoint entry, status
 * buttons, Overview counter and chart series, CSV export and data-request summary are all derived
 * from this; nothing elsewhere lists submission types one by one (see ./index.ts).
 *
 * Plain data, safe to import from client components.
 */
export type SubmissionType = {
  /** The collection's slug, and so its REST path and table. */
  slug: string
  /** The public form that sends it: /api/forms/{form}, /thank-you/{form}. */
  form: string
  /** The admin's names for the collection, also its Overview counter and chart series. */
  labels: { singular: string; plural: string }
  /** How sentences name one or several: e-mails, the Overview's activity, data requests. */
  noun: { one: string; many: string }
  /** Workflow statuses in the order staff move through them; every submission starts "new". */
  statuses: readonly ['new', ...string[]]
  /** Status buttons: the usual next steps (also on each list row), then the other outcomes. */
  actions: { next: readonly string[]; outcomes: readonly string[] }
  /** Starts each reference the visitor is given, e.g. "QR" in "QR-000042". */
  referencePrefix: string
  /** The site-settings address told of each new one. */
  notify: keyof SiteSetting['notifications']
  /** Who works through them besides admins. */
  workedBy: readonly StaffRole[]
  /** The admin list: the field naming a row, the columns before status and date, the search. */
  list: { title: string; columns: readonly string[]; searchable: readonly string[] }
  /** What the time the visitor ticked the consent box is called. */
  consentLabel: string
  /** What its form and e-mails say, per locale (its messages.ts and messages.fr.ts). */
  messages: Record<Locale, SubmissionMessages>
  /** Where the confirmation page suggests going next (its label is the messages' nextStep). */
  nextPath: string
}

/** Keeps a definition's literal types (its slug, statuses) for the derived tables. */
export const defineSubmissionType = <const Type extends SubmissionType>(type: Type): Type => type
