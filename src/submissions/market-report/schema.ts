import { z } from 'zod'

import { consent, email, requiredText, submissionFields } from '@/submissions/form/schema-rules'

/** The region pages' market report form. */
export const marketReportSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters'),
  email: email(),
  company: requiredText(2, 'Company name must be at least 2 characters'),
  country: requiredText(2, 'Please enter your country'),
  region: z.string('Please choose a region').regex(/^[a-z0-9-]{1,100}$/, 'Please choose a region'),
  consent: consent('Please agree to receive the report by e-mail.'),
  ...submissionFields,
})

export type MarketReportInput = z.input<typeof marketReportSchema>
export type MarketReportValues = z.output<typeof marketReportSchema>
