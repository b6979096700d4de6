import { z } from 'zod'

import { africanCountries } from '@/lib/content/african-countries'

import { quoteMessages, quoteOptions } from './messages'
import {
  choice,
  consent,
  email,
  maxLength,
  phone,
  requiredText,
  submissionFields,
} from '@/submissions/form/schema-rules'

const { errors } = quoteMessages
const countryNames = new Set<string>(africanCountries.map((country) => country.name))

/** The /get-quote 'Project Requirements' form: rules and messages of the spec's section 5. */
export const quoteSchema = z.object({
  companyName: requiredText(2, errors.companyName),
  contactName: requiredText(2, errors.contactName),
  email: email(),
  country: requiredText(2, errors.country).refine((name) => countryNames.has(name), errors.country),
  phone: phone(),
  serviceType: choice(quoteOptions.serviceType, errors.serviceType),
  projectDescription: requiredText(10, errors.projectDescription, maxLength.long),
  timeline: choice(quoteOptions.timeline, errors.timeline),
  budget: choice(quoteOptions.budget, errors.budget),
  terms: consent(errors.terms),
  ...submissionFields,
})

export type QuoteInput = z.input<typeof quoteSchema>
export type QuoteValues = z.output<typeof quoteSchema>
