import { partnershipTypeOptions } from '@/lib/content/submission-options'

/**
 * The partnership form's labels and choices, free of zod: the form renders them before its rules
 * load.
 */

export const partnershipOptions = { partnershipType: partnershipTypeOptions } as const

export const partnershipLabels = {
  company: 'Company Name',
  contact: 'Contact Person',
  email: 'Email Address',
  phone: 'Phone Number',
  country: 'Country/Region',
  partnershipType: 'Partnership Type',
  description: 'Company Description',
  proposal: 'Partnership Proposal',
} as const

/** The toast after a scripted send, and the confirmation page after one without scripts. */
export const partnershipSuccess = {
  title: 'Partnership application submitted!',
  description: 'Our partnerships team will review it within 3-5 business days.',
}
