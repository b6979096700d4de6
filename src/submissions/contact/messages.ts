/**
 * Everything the contact form and its e-mails say, in English; messages.fr.ts holds the French.
 * Free of zod: the form renders them before its rules load.
 */
export const contactMessages = {
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    companyOperator: 'Company/Operator',
    serviceInterest: 'Service Interest',
    message: 'Project Details',
  },
  placeholders: {
    serviceInterest: 'Select a service',
    message: 'Tell us about your project',
  },
  consent: 'I agree that my details are used to answer this message.',
  submit: 'Send Message',
  itemName: 'message',
  /** The toast after a scripted send, and the confirmation page after one without scripts. */
  success: {
    title: 'Message sent',
    description: 'Thank you for reaching out. Our team will reply within one business day.',
  },
  nextStep: 'Explore Solutions',
  errors: {
    firstName: 'First name must be at least 2 characters',
    lastName: 'Last name must be at least 2 characters',
    serviceInterest: 'Please select a service',
    message: 'Please tell us about your project',
    privacy: 'You must agree to the privacy policy.',
  },
  email: {
    title: 'contact message',
    promise: 'Our team will reply within one business day.',
  },
}
