import { z } from 'zod'

import { consent, email, requiredText, submissionFields } from '@/submissions/form/schema-rules'

import { marketReportMessages } from './messages'

const { errors } = marketReportMessages

/** The region pages' market report form. */
export const marketReportSchema = z.object({
  name: requiredText(2, errors.name),
  email: email(),
  company: requiredText(2, errors.company),
  country: requiredText(2, errors.country),
  region: z.string(errors.region).regex(/^[a-z0-9-]{1,100}$/, errors.region),
  consent: consent(errors.consent),
  ...submissionFields,
})

export type MarketReportInput = z.input<typeof marketReportSchema>
export type MarketReportValues = z.output<typeof marketReportSchema>
