import { defineSubmissionType } from '../definition'
import { partnershipSuccess } from './messages'

export const partnership = defineSubmissionType({
  slug: 'partnership-applications',
  form: 'partnership',
  labels: { singular: 'Partnership application', plural: 'Partnership applications' },
  noun: { one: 'partnership application', many: 'partnership applications' },
  statuses: ['new', 'under_review', 'approved', 'rejected'],
  actions: { next: ['under_review', 'approved'], outcomes: ['rejected'] },
  referencePrefix: 'PA',
  notify: 'partnershipEmail',
  emailTitle: 'partnership application',
  workedBy: [],
  list: {
    title: 'company',
    columns: ['company', 'contact', 'email', 'partnershipType'],
    searchable: ['company', 'contact', 'email'],
  },
  consentLabel: 'Terms accepted at',
  success: partnershipSuccess,
  next: { label: 'Our Network', path: '/network' },
})
