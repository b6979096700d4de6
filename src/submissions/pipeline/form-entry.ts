import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { Locale } from '@/lib/site/locales'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

type Values = Record<string, unknown>
type Option = { readonly value: string; readonly label: string }

/**
 * Everything the server knows about one form: its submission type's definition, and what its
 * endpoint needs beside it; the rules themselves live in its schema.
 */
export type SubmissionForm = {
  type: SubmissionTypeOf<SubmissionSlug>
  schema: z.ZodType<Values>
  options: Record<string, readonly Option[]>
  /** The consent box; stored as the time it was ticked, not as a value. */
  consentField: string
  /** Other tick boxes, stored as true or false. */
  flags?: string[]
  visitor: (values: Values) => { name: string; email: string }
  /**
   * What the visitor's confirmation carries after its promise, made in the submission's
   * transaction, e.g. a download link; only made when a confirmation is sent.
   */
  confirmationNote?: (submissionId: number, req: PayloadRequest, locale: Locale) => Promise<string>
  /** File fields and the rule a refused file is answered with. */
  files?: Record<string, string>
  /** Data the server derives from the values, e.g. the job posting applied for. */
  derive?: (values: Values, req: PayloadRequest) => Promise<Values>
}

export function defineForm<Schema extends z.ZodType<Values>>(
  form: Omit<SubmissionForm, 'type' | 'schema' | 'visitor'> & {
    type: SubmissionTypeOf<SubmissionSlug>
    schema: Schema
    visitor: (values: z.output<Schema>) => { name: string; email: string }
  },
): SubmissionForm {
  return form as unknown as SubmissionForm
}
