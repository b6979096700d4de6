import { z } from 'zod'

import { serviceInterestOptions } from '@/lib/content/submission-options'

import { contactMessages } from './messages'
import * as rule from '@/submissions/form/schema-rules'

const { errors } = contactMessages

/** The home page's 'Start Your Project' form. Company and service interest are optional. */
export const schema = z.object({
  firstName: rule.requiredText(2, errors.firstName),
  lastName: rule.requiredText(2, errors.lastName),
  email: rule.email(),
  companyOperator: rule.optionalText(),
  serviceInterest: rule.optionalChoice(serviceInterestOptions, errors.serviceInterest),
  message: rule.requiredText(10, errors.message, rule.maxLength.long),
  privacy: rule.consent(errors.privacy),
  ...rule.submissionFields,
})

export type ContactInput = z.input<typeof schema>
