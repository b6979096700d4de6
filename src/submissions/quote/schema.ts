import { z } from 'zod'

import {
  quoteBudgetOptions,
  quoteServiceTypeOptions,
  quoteTimelineOptions,
} from '@/lib/content/submission-options'

import { africanCountryCodes } from '@/lib/content/african-countries'

import { quoteMessages } from './messages'
import * as rule from '@/submissions/form/schema-rules'

const { errors } = quoteMessages

const fields = z.object({
  companyName: rule.requiredText(2, errors.companyName),
  contactName: rule.requiredText(2, errors.contactName),
  email: rule.email(),
  // Stored as its ISO 3166-1 alpha-2 code; every page names it in its own language.
  country: z.enum(africanCountryCodes, errors.country),
  phone: rule.phoneText(),
  serviceType: rule.choice(quoteServiceTypeOptions, errors.serviceType),
  projectDescription: rule.requiredText(10, errors.projectDescription, rule.maxLength.long),
  timeline: rule.choice(quoteTimelineOptions, errors.timeline),
  budget: rule.choice(quoteBudgetOptions, errors.budget),
  terms: rule.consent(errors.terms),
  ...rule.submissionFields,
})

/** The /get-quote 'Project Requirements' form: rules and messages of the spec's section 5. */
export const schema = rule.withPhoneOfCountry(fields, (code) => code)

export type QuoteInput = z.input<typeof schema>
