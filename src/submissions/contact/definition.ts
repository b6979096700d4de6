import { serviceInterestOptions } from '@/lib/content/submission-options'

import { defineSubmissionType } from '../definition'
import { contactMessages } from './messages'
import { contactMessagesFr } from './messages.fr'

/** The home page's 'Start Your Project' form: an enquiry anyone may send. */
export const contact = defineSubmissionType({
  slug: 'contact-submissions',
  form: 'contact',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  actions: { next: ['contacted', 'qualified'], outcomes: ['completed'] },
  qualified: ['qualified', 'completed'],
  // Worked on the desk (src/desk): by whom, how soon the first response is due, the fields routing rules read.
  desk: {
    workedBy: ['sales'],
    responseTarget: { amount: 4, unit: 'hours' },
    routing: { service: 'serviceInterest' },
  },
  referencePrefix: 'CM',
  notify: 'contactEmail',
  list: {
    title: 'title',
    columns: ['email', 'companyOperator'],
    searchable: ['firstName', 'lastName', 'email', 'companyOperator'],
  },
  boxes: { consent: 'privacy', label: 'Privacy consent given at' },
  visitor: { name: 'firstName', email: 'email' },
  options: { serviceInterest: serviceInterestOptions },
  messages: { en: contactMessages, fr: contactMessagesFr },
  nextPath: '/products-services',
})
