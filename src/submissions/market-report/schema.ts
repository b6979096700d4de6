import { z } from 'zod'

import * as rule from '@/submissions/form/schema-rules'

import { marketReportMessages } from './messages'

const { errors } = marketReportMessages

/** The region pages' market report form. */
export const schema = z.object({
  name: rule.requiredText(2, errors.name),
  email: rule.email(),
  company: rule.requiredText(2, errors.company),
  country: rule.requiredText(2, errors.country),
  region: z.string(errors.region).regex(/^[a-z0-9-]{1,100}$/, errors.region),
  consent: rule.consent(errors.consent),
  ...rule.submissionFields,
})

export type MarketReportInput = z.input<typeof schema>
