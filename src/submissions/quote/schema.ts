import { z } from 'zod'

import {
  quoteBudgetOptions,
  quoteServiceTypeOptions,
  quoteTimelineOptions,
} from '@/lib/content/submission-options'

import { africanCountries } from '@/lib/content/african-countries'

import { quoteMessages } from './messages'
import * as rule from '@/submissions/form/schema-rules'

const { errors } = quoteMessages
const countryNames = new Set<string>(africanCountries.map((country) => country.name))

/** The /get-quote 'Project Requirements' form: rules and messages of the spec's section 5. */
export const schema = z.object({
  companyName: rule.requiredText(2, errors.companyName),
  contactName: rule.requiredText(2, errors.contactName),
  email: rule.email(),
  country: rule
    .requiredText(2, errors.country)
    .refine((name) => countryNames.has(name), errors.country),
  phone: rule.phone(),
  serviceType: rule.choice(quoteServiceTypeOptions, errors.serviceType),
  projectDescription: rule.requiredText(10, errors.projectDescription, rule.maxLength.long),
  timeline: rule.choice(quoteTimelineOptions, errors.timeline),
  budget: rule.choice(quoteBudgetOptions, errors.budget),
  terms: rule.consent(errors.terms),
  ...rule.submissionFields,
})

export type QuoteInput = z.input<typeof schema>
