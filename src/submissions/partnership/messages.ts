/**
 * Everything the partnership form and its e-mails say, in English; messages.fr.ts holds the
 * French. Free of zod: the form renders them before its rules load.
 */
export const partnershipMessages = {
  labels: {
    company: 'Company Name',
    contact: 'Contact Person',
    email: 'Email Address',
    phone: 'Phone Number',
    country: 'Country/Region',
    partnershipType: 'Partnership Type',
    description: 'Company Description',
    proposal: 'Partnership Proposal',
  },
  placeholders: {
    phone: '+234 XXX XXX XXXX',
    partnershipType: 'Select a partnership type',
    description: 'What your company does, where, and for whom.',
    proposal: 'How you would like to work with us.',
  },
  consent: 'I agree to the processing of my information to review this partnership application.',
  submit: 'Submit Application',
  itemName: 'application',
  /** The toast after a scripted send, and the confirmation page after one without scripts. */
  success: {
    title: 'Partnership application submitted!',
    description: 'Our partnerships team will review it within 3-5 business days.',
  },
  nextStep: 'Our Network',
  errors: {
    company: 'Company name must be at least 2 characters',
    contact: 'Contact name must be at least 2 characters',
    country: 'Please enter your country/region',
    partnershipType: 'Please select a partnership type',
    description: 'Please provide a company description',
    proposal: 'Please provide a partnership proposal',
    terms: 'You must agree to the terms.',
  },
  email: {
    title: 'partnership application',
    promise: 'Our partnerships team reviews every application within 3-5 business days.',
  },
}
