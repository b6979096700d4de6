import { z } from 'zod'

import { contactOptions } from './messages'
import {
  consent,
  email,
  maxLength,
  optionalChoice,
  optionalText,
  requiredText,
  submissionFields,
} from '@/submissions/form/schema-rules'

/** The home page's 'Start Your Project' form. Company and service interest are optional. */
export const contactSchema = z.object({
  firstName: requiredText(2, 'First name must be at least 2 characters'),
  lastName: requiredText(2, 'Last name must be at least 2 characters'),
  email: email(),
  companyOperator: optionalText(),
  serviceInterest: optionalChoice(contactOptions.serviceInterest, 'Please select a service'),
  projectDetails: requiredText(10, 'Please tell us about your project', maxLength.long),
  privacy: consent('You must agree to the privacy policy.'),
  ...submissionFields,
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>
