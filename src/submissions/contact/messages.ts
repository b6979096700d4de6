import { serviceInterestOptions } from '@/lib/content/submission-options'

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

/** The toast after a scripted send, and the confirmation page after one without scripts. */
export const contactSuccess = {
  title: 'Message sent',
  description: 'Thank you for reaching out. Our team will reply within one business day.',
}
