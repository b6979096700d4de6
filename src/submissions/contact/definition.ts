import { defineSubmissionType } from '../definition'
import { contactMessages } from './messages'
import { contactMessagesFr } from './messages.fr'

export const contact = defineSubmissionType({
  slug: 'contact-submissions',
  form: 'contact',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  noun: { one: 'contact message', many: 'contact messages' },
  statuses: ['new', 'contacted', 'completed'],
  actions: { next: ['contacted', 'completed'], outcomes: [] },
  referencePrefix: 'CM',
  notify: 'contactEmail',
  workedBy: [],
  list: {
    title: 'email',
    columns: ['firstName', 'lastName', 'email', 'companyOperator'],
    searchable: ['firstName', 'lastName', 'email', 'companyOperator'],
  },
  consentLabel: 'Privacy consent given at',
  messages: { en: contactMessages, fr: contactMessagesFr },
  nextPath: '/products-services',
})
