import { z } from 'zod'

import { contactMessages, contactOptions } from './messages'
import {
  consent,
  email,
  maxLength,
  optionalChoice,
  optionalText,
  requiredText,
  submissionFields,
} from '@/submissions/form/schema-rules'

const { errors } = contactMessages

/** The home page's 'Start Your Project' form. Company and service interest are optional. */
export const contactSchema = z.object({
  firstName: requiredText(2, errors.firstName),
  lastName: requiredText(2, errors.lastName),
  email: email(),
  companyOperator: optionalText(),
  serviceInterest: optionalChoice(contactOptions.serviceInterest, errors.serviceInterest),
  projectDetails: requiredText(10, errors.projectDetails, maxLength.long),
  privacy: consent(errors.privacy),
  ...submissionFields,
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>
