import { z } from 'zod'

import { partnershipMessages, partnershipOptions } from './messages'
import {
  choice,
  consent,
  email,
  maxLength,
  phone,
  requiredText,
  submissionFields,
} from '@/submissions/form/schema-rules'

const { errors } = partnershipMessages

/** The /partnership application form: rules and messages of the spec's section 5. */
export const partnershipSchema = z.object({
  company: requiredText(2, errors.company),
  contact: requiredText(2, errors.contact),
  email: email(),
  phone: phone(),
  country: requiredText(2, errors.country, maxLength.short),
  partnershipType: choice(partnershipOptions.partnershipType, errors.partnershipType),
  description: requiredText(10, errors.description, maxLength.long),
  proposal: requiredText(10, errors.proposal, maxLength.long),
  terms: consent(errors.terms),
  ...submissionFields,
})

export type PartnershipInput = z.input<typeof partnershipSchema>
export type PartnershipValues = z.output<typeof partnershipSchema>
