import type { z } from 'zod'

import { honeypotField } from '@/submissions/form/fill'
import { contactForm } from '@/submissions/contact/endpoint'
import { jobApplicationForm } from '@/submissions/job-application/endpoint'
import { partnershipForm } from '@/submissions/partnership/endpoint'
import { quoteForm } from '@/submissions/quote/endpoint'

import type { SubmissionForm } from './form-entry'
import type { FormName } from './response'

type Values = Record<string, unknown>

/** Each public form's endpoint entry, by form name. */
export const submissionForms: Record<FormName, SubmissionForm> = {
  contact: contactForm,
  quote: quoteForm,
  partnership: partnershipForm,
  'job-application': jobApplicationForm,
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
