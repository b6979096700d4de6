import type { z } from 'zod'

import type { Locale } from '@/lib/site/locales'
import { honeypotField } from '@/submissions/form/fill'

import type { SubmissionForm } from './form-entry'

type Values = Record<string, unknown>

/**
 * The document a valid submission becomes: the validated values, minus consent box, honeypot and
 * files, plus what only the server decides (status, when consent was given, the form's language).
 */
export function submissionDocument(
  form: SubmissionForm,
  values: Values,
  now: Date,
  locale: Locale,
): Values {
  const left = new Set([form.consentField, honeypotField, ...Object.keys(form.files ?? {})])
  const kept = Object.entries(values).filter(([field]) => !left.has(field))
  return {
    ...Object.fromEntries(kept),
    status: 'new',
    consentGivenAt: now.toISOString(),
    language: locale,
    // Received when the server took it: the response clock starts from the same instant.
    createdAt: now.toISOString(),
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
