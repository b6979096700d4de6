import { defineSubmissionType } from '../definition'
import { marketReportMessages } from './messages'
import { marketReportMessagesFr } from './messages.fr'

export const marketReport = defineSubmissionType({
  slug: 'market-report-requests',
  form: 'market-report',
  labels: { singular: 'Market report request', plural: 'Market report requests' },
  noun: { one: 'market report request', many: 'market report requests' },
  statuses: ['new', 'contacted', 'qualified'],
  actions: { next: ['contacted', 'qualified'], outcomes: [] },
  referencePrefix: 'MR',
  notify: 'marketReportEmail',
  workedBy: [],
  list: {
    title: 'company',
    columns: ['name', 'company', 'email', 'country', 'region'],
    searchable: ['name', 'company', 'email'],
  },
  consentLabel: 'Consent given at',
  messages: { en: marketReportMessages, fr: marketReportMessagesFr },
  nextPath: '/network',
})
