import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { contactLabels, contactOptions } from '@/forms/contact-fields'
import { contactSchema, type ContactValues } from '@/forms/contact-schema'
import { honeypotField } from '@/forms/fill-fields'
import { jobApplicationLabels, jobApplicationOptions } from '@/forms/job-application-fields'
import {
  attachmentRule,
  jobApplicationSchema,
  type JobApplicationValues,
} from '@/forms/job-application-schema'
import { partnershipLabels, partnershipOptions } from '@/forms/partnership-fields'
import { partnershipSchema, type PartnershipValues } from '@/forms/partnership-schema'
import { quoteLabels, quoteOptions, quoteSuccess } from '@/forms/quote-fields'
import { quoteSchema, type QuoteValues } from '@/forms/quote-schema'
import type { SiteSetting } from '@/payload-types'
import type { SubmissionSlug } from '@/lib/submission-options'

import type { FormName } from './response'

type Values = Record<string, unknown>
type Option = { readonly value: string; readonly label: string }

/** Everything the server knows about one form; the rules themselves live in its schema. */
export type SubmissionForm = {
  slug: SubmissionSlug
  schema: z.ZodType<Values>
  /** How e-mails name a submission: "New {title}", "your {title}". */
  title: string
  /** Starts the submission's reference, e.g. "QR" in "QR-000042". */
  referencePrefix: string
  /** The site-settings address that hears about new submissions. */
  notify: keyof SiteSetting['notifications']
  labels: Record<string, string>
  options: Record<string, readonly Option[]>
  /** The consent box; stored as the time it was ticked, not as a value. */
  consentField: string
  /** Other tick boxes, stored as true or false. */
  flags?: string[]
  visitor: (values: Values) => { name: string; email: string }
  /** What the visitor's confirmation promises. */
  promise: string
  /** File fields and the rule a refused file is answered with. */
  files?: Record<string, string>
  /** Data the server derives from the values, e.g. the job posting applied for. */
  derive?: (values: Values, req: PayloadRequest) => Promise<Values>
}

function defineForm<Schema extends z.ZodType<Values>>(
  form: Omit<SubmissionForm, 'schema' | 'visitor'> & {
    schema: Schema
    visitor: (values: z.output<Schema>) => { name: string; email: string }
  },
): SubmissionForm {
  return form as unknown as SubmissionForm
}

const activePostingTitled = async (title: string, req: PayloadRequest) => {
  const { docs } = await req.payload.find({
    collection: 'job-postings',
    where: { and: [{ title: { equals: title } }, { status: { equals: 'active' } }] },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]?.id
}

export const submissionForms: Record<FormName, SubmissionForm> = {
  contact: defineForm({
    slug: 'contact-submissions',
    schema: contactSchema,
    title: 'contact message',
    referencePrefix: 'CM',
    notify: 'contactEmail',
    labels: contactLabels,
    options: contactOptions,
    consentField: 'privacy',
    visitor: (values: ContactValues) => ({ name: values.firstName, email: values.email }),
    promise: 'Our team will reply within one business day.',
  }),
  quote: defineForm({
    slug: 'quote-requests',
    schema: quoteSchema,
    title: 'quote request',
    referencePrefix: 'QR',
    notify: 'quoteEmail',
    labels: quoteLabels,
    options: quoteOptions,
    consentField: 'terms',
    visitor: (values: QuoteValues) => ({ name: values.contactName, email: values.email }),
    promise: quoteSuccess.description,
  }),
  partnership: defineForm({
    slug: 'partnership-applications',
    schema: partnershipSchema,
    title: 'partnership application',
    referencePrefix: 'PA',
    notify: 'partnershipEmail',
    labels: partnershipLabels,
    options: partnershipOptions,
    consentField: 'terms',
    visitor: (values: PartnershipValues) => ({ name: values.contact, email: values.email }),
    promise: 'Our partnerships team reviews every application within 3-5 business days.',
  }),
  'job-application': defineForm({
    slug: 'career-applications',
    schema: jobApplicationSchema,
    title: 'job application',
    referencePrefix: 'JA',
    notify: 'careersEmail',
    labels: jobApplicationLabels,
    options: jobApplicationOptions,
    consentField: 'terms',
    visitor: (values: JobApplicationValues) => ({ name: values.firstName, email: values.email }),
    promise: 'Our recruiters read every application and will contact you if your profile fits.',
    flags: ['updates'],
    files: { resume: attachmentRule('Resume'), coverLetter: attachmentRule('Cover letter') },
    derive: async (values, req) => ({
      job: await activePostingTitled(String(values.position), req),
    }),
  }),
}

/**
 * The document a valid submission becomes: the validated values, minus consent box, honeypot and
 * files, plus what only the server decides (status, when consent was given).
 */
export function submissionDocument(form: SubmissionForm, values: Values, now: Date): Values {
  const left = new Set([form.consentField, honeypotField, ...Object.keys(form.files ?? {})])
  const kept = Object.entries(values).filter(([field]) => !left.has(field))
  return {
    ...Object.fromEntries(kept),
    status: 'new',
    consentGivenAt: now.toISOString(),
  }
}

/** The first message of each invalid field, keyed by field name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
