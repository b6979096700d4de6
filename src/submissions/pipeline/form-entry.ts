import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { Locale } from '@/lib/site/locales'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

type Values = Record<string, unknown>
type Option = { readonly value: string; readonly label: string }

/**
 * What a type's endpoint.ts adds to storing a submission (its definition says `steps: true`).
 * Both run in the submission's transaction.
 */
export type FormSteps = {
  /** Data the server derives from the values, e.g. the job posting applied for. */
  derive?: (values: Values, req: PayloadRequest) => Promise<Values>
  /**
   * What the visitor's confirmation carries after its promise, e.g. a download link; only made
   * when a confirmation is sent.
   */
  confirmationNote?: (submissionId: number, req: PayloadRequest, locale: Locale) => Promise<string>
  /**
   * Fields beyond the labelled ones that hold answers (a posting's own questions): a form sent
   * back without scripts keeps them as typed.
   */
  isExtraAnswer?: (field: string) => boolean
}

/**
 * Everything the server knows about one form, derived from its submission type's definition, its
 * schema and its steps (src/submissions/endpoints.ts).
 */
export type SubmissionForm = FormSteps & {
  type: SubmissionTypeOf<SubmissionSlug>
  schema: z.ZodType<Values>
  options: Readonly<Record<string, readonly Option[]>>
  /** The consent box; stored as the time it was ticked, not as a value. */
  consentField: string
  /** Other tick boxes, stored as true or false. */
  flags: readonly string[]
  visitor: (values: Values) => { name: string; email: string }
  /** File fields and the rule a refused file is answered with. */
  files?: Record<string, string>
}
