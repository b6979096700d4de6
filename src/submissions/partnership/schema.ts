import { z } from 'zod'

import { countryCodeFromText } from '@/lib/content/country-names'
import { partnershipTypeOptions } from '@/lib/content/submission-options'

import { partnershipMessages } from './messages'
import * as rule from '@/submissions/form/schema-rules'

const { errors } = partnershipMessages

const fields = z.object({
  company: rule.requiredText(2, errors.company),
  contact: rule.requiredText(2, errors.contact),
  email: rule.email(),
  phone: rule.phoneText(),
  country: rule.requiredText(2, errors.country, rule.maxLength.short),
  partnershipType: rule.choice(partnershipTypeOptions, errors.partnershipType),
  description: rule.requiredText(10, errors.description, rule.maxLength.long),
  proposal: rule.requiredText(10, errors.proposal, rule.maxLength.long),
  terms: rule.consent(errors.terms),
  ...rule.submissionFields,
})

/**
 * The /partnership application form: rules and messages of the spec's section 5. The phone number
 * is read with the country its country or region names, if it names one.
 */
export const schema = rule.withPhoneOfCountry(fields, countryCodeFromText)

export type PartnershipInput = z.input<typeof schema>
