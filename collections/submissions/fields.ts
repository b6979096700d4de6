import type { DateField, EmailField, RowField, SelectField, TextField } from 'payload'

import { staffField } from '@/access'
import { readOnlyTimeComponents } from '@/lib/admin/read-only-time/admin'
import { defaultLocale, languageOptions } from '@/lib/site/locales'
import type { StaffRole } from '@/access/roles'
import { submissionStatuses, type SubmissionSlug } from '@/submissions'
import { statusLabels } from '@/desk/status/workflow'
import { emailLinkComponents } from '@/desk/contact-links/fields'

/**
 * The workflow status of a submission. Nobody sets it when creating one (field access strips it),
 * so every new submission starts as "new", as the visitor's do, and goes through the workflow
 * from there. Lists filter on it through the collection's (status, createdAt) index. Its page
 * shows it as a badge: the status buttons (statusActionsField) change it.
 */
export function submissionStatusField(
  slug: SubmissionSlug,
  managers: StaffRole[] = [],
): SelectField {
  return {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    options: submissionStatuses[slug].map((value) => ({
      value,
      label: statusLabels[value] ?? value,
    })),
    access: { create: () => false, update: staffField(...managers) },
    admin: {
      position: 'sidebar',
      components: {
        Field: '/src/desk/status/StatusActions#StatusField',
        Cell: '/src/desk/status/StatusBadge#StatusBadgeCell',
      },
    },
  }
}

/** When the visitor ticked the form's consent box; set by the server, never by the visitor. */
export const consentGivenAtField = (label = 'Consent given at'): DateField => ({
  name: 'consentGivenAt',
  type: 'date',
  label,
  access: { create: staffField(), update: staffField() },
  admin: {
    readOnly: true,
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    components: readOnlyTimeComponents,
  },
})

/**
 * The language of the form the visitor sent, set by the server: the confirmation e-mail was in
 * it, and staff answer in it.
 */
export const submissionLanguageField = (): SelectField => ({
  name: 'language',
  type: 'select',
  required: true,
  defaultValue: defaultLocale,
  options: languageOptions,
  index: true,
  access: { update: () => false },
  admin: { position: 'sidebar', readOnly: true },
})

/**
 * A random key the form generates once per fill. A retried or double-clicked submit carries the
 * same key, and the unique index turns it into the submission already stored.
 */
export const submissionKeyField = (): TextField => ({
  name: 'submissionKey',
  type: 'text',
  unique: true,
  index: true,
  access: { update: () => false },
  admin: { hidden: true },
})

/** The visitor's first and last name, side by side. */
export const personNameRow = (): RowField => ({
  type: 'row',
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
  ],
})

/** The visitor's e-mail address; indexed, as data requests look submissions up by it. */
export const visitorEmailField = (): EmailField => ({
  name: 'email',
  type: 'email',
  required: true,
  index: true,
  admin: { components: emailLinkComponents },
})

/**
 * The ISO 3166-1 alpha-2 code of the country a free-text answer names ("Ivory Coast" or "côte
 * d'ivoire": CI), set by the server beside the text as typed; empty when it names none (a region,
 * a city, two countries). What routing and phone numbers build on.
 */
export const countryCodeField = (): TextField => ({
  name: 'countryCode',
  label: 'Country code',
  type: 'text',
  index: true,
  access: { update: () => false },
  admin: {
    readOnly: true,
    description: 'ISO code of the country named, when the answer names exactly one.',
  },
})

/**
 * A lead's title, how the admin names it: "QR-000042 · MTN Ghana". Written by the database (a
 * trigger, migrations/20261202_080000_lead_titles.ts) from the reference and the company on each
 * insert and update, whichever path stores the row.
 */
export const leadTitleField = (): TextField => ({
  name: 'title',
  type: 'text',
  admin: { hidden: true },
})
