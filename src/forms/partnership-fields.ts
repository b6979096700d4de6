import { partnershipTypeOptions } from '@/lib/submission-options'

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
