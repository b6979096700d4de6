import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { contactLabels, contactOptions } from '@/submissions/contact/messages'
import { contactSchema, type ContactValues } from '@/submissions/contact/schema'
import { honeypotField } from '@/submissions/form/fill-fields'
import { jobApplicationLabels, jobApplicationOptions } from '@/submissions/job-application/messages'
import {
  attachmentRule,
  jobApplicationSchema,
  type JobApplicationValues,
} from '@/submissions/job-application/schema'
import { partnershipLabels, partnershipOptions } from '@/submissions/partnership/messages'
import { partnershipSchema, type PartnershipValues } from '@/submissions/partnership/schema'
import { quoteLabels, quoteOptions, quoteSuccess } from '@/submissions/quote/messages'
import { quoteSchema, type QuoteValues } from '@/submissions/quote/schema'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { contact } from '@/submissions/contact/definition'
import { jobApplication } from '@/submissions/job-application/definition'
import { partnership } from '@/submissions/partnership/definition'
import { quote } from '@/submissions/quote/definition'

import type { FormName } from './response'

type Values = Record<string, unknown>
type Option = { readonly value: string; readonly label: string }

/**
 * Everything the server knows about one form: its submission type's definition, and what its
 * endpoint needs beside it; the rules themselves live in its schema.
 */
export type SubmissionForm = {
  type: SubmissionTypeOf<SubmissionSlug>
  schema: z.ZodType<Values>
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
  form: Omit<SubmissionForm, 'type' | 'schema' | 'visitor'> & {
    type: SubmissionTypeOf<SubmissionSlug>
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
    type: contact,
    schema: contactSchema,
    labels: contactLabels,
    options: contactOptions,
    consentField: 'privacy',
    visitor: (values: ContactValues) => ({ name: values.firstName, email: values.email }),
    promise: 'Our team will reply within one business day.',
  }),
  quote: defineForm({
    type: quote,
    schema: quoteSchema,
    labels: quoteLabels,
    options: quoteOptions,
    consentField: 'terms',
    visitor: (values: QuoteValues) => ({ name: values.contactName, email: values.email }),
    promise: quoteSuccess.description,
  }),
  partnership: defineForm({
    type: partnership,
    schema: partnershipSchema,
    labels: partnershipLabels,
    options: partnershipOptions,
    consentField: 'terms',
    visitor: (values: PartnershipValues) => ({ name: values.contact, email: values.email }),
    promise: 'Our partnerships team reviews every application within 3-5 business days.',
  }),
  'job-application': defineForm({
    type: jobApplication,
    schema: jobApplicationSchema,
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
