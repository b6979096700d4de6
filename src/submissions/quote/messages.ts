/**
 * Everything the quote form and its e-mails say, in English; messages.fr.ts holds the French.
 * Free of zod: the form renders them before its rules load.
 */
export const quoteMessages = {
  labels: {
    companyName: 'Company Name',
    contactName: 'Contact Name',
    email: 'Email Address',
    country: 'Country',
    phone: 'Phone Number',
    serviceType: 'Service Type',
    projectDescription: 'Project Description',
    timeline: 'Project Timeline',
    budget: 'Budget Range',
  },
  placeholders: {
    country: 'Select your country',
    phone: '+234 XXX XXX XXXX',
    phoneAfterCountry: '{dialCode} XXX XXX XXXX',
    phoneCountryFirst: 'Select country first',
    serviceType: 'Select a service',
    projectDescription:
      'Describe your project, the markets and the number of subscribers you target.',
    timeline: 'Select your timeline',
    budget: 'Select your budget range',
  },
  hints: { phone: "Start with your country's dialling code, e.g. +234 for Nigeria." },
  consent:
    'I agree to the processing of my information for the purpose of receiving a quote and confirm that all information provided is accurate.',
  submit: 'Request Quote',
  itemName: 'request',
  /** The spec's success toast, also the confirmation page after a send without scripts. */
  success: {
    title: 'Quote Request Submitted',
    description: "We'll get back to you within 24 hours with a detailed proposal.",
  },
  nextStep: 'Explore Solutions',
  errors: {
    companyName: 'Company name must be at least 2 characters',
    contactName: 'Contact name must be at least 2 characters',
    country: 'Please select your country',
    serviceType: 'Please select a service type',
    projectDescription: 'Please provide a detailed project description',
    timeline: 'Please select your timeline',
    budget: 'Please select your budget range',
    terms: 'You must agree to the terms.',
  },
  email: {
    title: 'quote request',
    promise: "We'll get back to you within 24 hours with a detailed proposal.",
  },
}
