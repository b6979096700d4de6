import {
  quoteBudgetOptions,
  quoteServiceTypeOptions,
  quoteTimelineOptions,
} from '@/lib/content/submission-options'

/** The quote form's labels and choices, free of zod: the form renders them before its rules load. */

export const quoteTermsText =
  'I agree to the processing of my information for the purpose of receiving a quote and confirm that all information provided is accurate.'

export const quoteOptions = {
  serviceType: quoteServiceTypeOptions,
  timeline: quoteTimelineOptions,
  budget: quoteBudgetOptions,
} as const

export const quoteLabels = {
  companyName: 'Company Name',
  contactName: 'Contact Name',
  email: 'Email Address',
  country: 'Country',
  phone: 'Phone Number',
  serviceType: 'Service Type',
  projectDescription: 'Project Description',
  timeline: 'Project Timeline',
  budget: 'Budget Range',
} as const

/** The spec's success toast, also the confirmation page after a send without scripts. */
export const quoteSuccess = {
  title: 'Quote Request Submitted',
  description: "We'll get back to you within 24 hours with a detailed proposal.",
}
