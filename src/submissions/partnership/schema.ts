import { z } from 'zod'

import { partnershipTypeOptions } from '@/lib/content/submission-options'

import { partnershipMessages } from './messages'
import * as rule from '@/submissions/form/schema-rules'

const { errors } = partnershipMessages

/** The /partnership application form: rules and messages of the spec's section 5. */
export const schema = z.object({
  company: rule.requiredText(2, errors.company),
  contact: rule.requiredText(2, errors.contact),
  email: rule.email(),
  phone: rule.phone(),
  country: rule.requiredText(2, errors.country, rule.maxLength.short),
  partnershipType: rule.choice(partnershipTypeOptions, errors.partnershipType),
  description: rule.requiredText(10, errors.description, rule.maxLength.long),
  proposal: rule.requiredText(10, errors.proposal, rule.maxLength.long),
  terms: rule.consent(errors.terms),
  ...rule.submissionFields,
})

export type PartnershipInput = z.input<typeof schema>
