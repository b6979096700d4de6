import { defineSubmissionType } from '../definition'
import { partnershipMessages } from './messages'
import { partnershipMessagesFr } from './messages.fr'

export const partnership = defineSubmissionType({
  slug: 'partnership-applications',
  form: 'partnership',
  labels: { singular: 'Partnership application', plural: 'Partnership applications' },
  noun: { one: 'partnership application', many: 'partnership applications' },
  statuses: ['new', 'under_review', 'approved', 'rejected'],
  actions: { next: ['under_review', 'approved'], outcomes: ['rejected'] },
  referencePrefix: 'PA',
  notify: 'partnershipEmail',
  workedBy: [],
  list: {
    title: 'company',
    columns: ['company', 'contact', 'email', 'partnershipType'],
    searchable: ['company', 'contact', 'email'],
  },
  consentLabel: 'Terms accepted at',
  messages: { en: partnershipMessages, fr: partnershipMessagesFr },
  nextPath: '/network',
})
