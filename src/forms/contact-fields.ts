import { serviceInterestOptions } from '@/lib/submission-options'

/** The contact form's labels and choices, free of zod: the form renders them before its rules load. */

export const contactOptions = { serviceInterest: serviceInterestOptions } as const

export const contactLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  companyOperator: 'Company/Operator',
  serviceInterest: 'Service Interest',
  projectDetails: 'Project Details',
} as const
