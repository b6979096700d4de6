import { defineSubmissionType } from '../definition'
import { quoteMessages } from './messages'
import { quoteMessagesFr } from './messages.fr'

export const quote = defineSubmissionType({
  slug: 'quote-requests',
  form: 'quote',
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  noun: { one: 'quote request', many: 'quote requests' },
  statuses: ['new', 'contacted', 'quoted', 'closed'],
  actions: { next: ['contacted', 'quoted'], outcomes: ['closed'] },
  referencePrefix: 'QR',
  notify: 'quoteEmail',
  workedBy: [],
  list: {
    title: 'companyName',
    columns: ['companyName', 'contactName', 'email', 'serviceType'],
    searchable: ['companyName', 'contactName', 'email'],
  },
  consentLabel: 'Terms accepted at',
  messages: { en: quoteMessages, fr: quoteMessagesFr },
  nextPath: '/products-services',
})
