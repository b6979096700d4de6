import { z } from 'zod'

import { africanCountries } from '@/lib/content/african-countries'

import { quoteOptions } from './messages'
import {
  choice,
  consent,
  email,
  maxLength,
  phone,
  requiredText,
  submissionFields,
} from '@/submissions/form/schema-rules'

const countryMessage = 'Please select your country'
const countryNames = new Set<string>(africanCountries.map((country) => country.name))

/** The /get-quote 'Project Requirements' form: rules and messages of the spec's section 5. */
export const quoteSchema = z.object({
  companyName: requiredText(2, 'Company name must be at least 2 characters'),
  contactName: requiredText(2, 'Contact name must be at least 2 characters'),
  email: email(),
  country: requiredText(2, countryMessage).refine((name) => countryNames.has(name), countryMessage),
  phone: phone(),
  serviceType: choice(quoteOptions.serviceType, 'Please select a service type'),
  projectDescription: requiredText(
    10,
    'Please provide a detailed project description',
    maxLength.long,
  ),
  timeline: choice(quoteOptions.timeline, 'Please select your timeline'),
  budget: choice(quoteOptions.budget, 'Please select your budget range'),
  terms: consent('You must agree to the terms.'),
  ...submissionFields,
})

export type QuoteInput = z.input<typeof quoteSchema>
export type QuoteValues = z.output<typeof quoteSchema>
