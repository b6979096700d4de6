import { defineSubmissionType } from '../definition'
import { contactSuccess } from './messages'

export const contact = defineSubmissionType({
  slug: 'contact-submissions',
  form: 'contact',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  noun: { one: 'contact message', many: 'contact messages' },
  statuses: ['new', 'contacted', 'completed'],
  actions: { next: ['contacted', 'completed'], outcomes: [] },
  referencePrefix: 'CM',
  notify: 'contactEmail',
  emailTitle: 'contact message',
  workedBy: [],
  list: {
    title: 'email',
    columns: ['firstName', 'lastName', 'email', 'companyOperator'],
    searchable: ['firstName', 'lastName', 'email', 'companyOperator'],
  },
  consentLabel: 'Privacy consent given at',
  success: contactSuccess,
  next: { label: 'Explore Solutions', path: '/products-services' },
})
