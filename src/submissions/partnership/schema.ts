import { z } from 'zod'

import { partnershipOptions } from './messages'
import {
  choice,
  consent,
  email,
  maxLength,
  phone,
  requiredText,
  submissionFields,
} from '@/submissions/form/schema-rules'

/** The /partnership application form: rules and messages of the spec's section 5. */
export const partnershipSchema = z.object({
  company: requiredText(2, 'Company name must be at least 2 characters'),
  contact: requiredText(2, 'Contact name must be at least 2 characters'),
  email: email(),
  phone: phone(),
  country: requiredText(2, 'Please enter your country/region', maxLength.short),
  partnershipType: choice(partnershipOptions.partnershipType, 'Please select a partnership type'),
  description: requiredText(10, 'Please provide a company description', maxLength.long),
  proposal: requiredText(10, 'Please provide a partnership proposal', maxLength.long),
  terms: consent('You must agree to the terms.'),
  ...submissionFields,
})

export type PartnershipInput = z.input<typeof partnershipSchema>
export type PartnershipValues = z.output<typeof partnershipSchema>
