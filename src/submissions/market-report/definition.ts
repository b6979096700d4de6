import { defineSubmissionType } from '../definition'
import { marketReportMessages } from './messages'
import { marketReportMessagesFr } from './messages.fr'

/** A region page's form: the visitor's details, for an e-mailed link to the region's report. */
export const marketReport = defineSubmissionType({
  slug: 'market-report-requests',
  form: 'market-report',
  labels: { singular: 'Market report request', plural: 'Market report requests' },
  actions: { next: ['contacted', 'qualified'], outcomes: [] },
  qualified: ['qualified'],
  // Worked on the desk (src/desk): by whom, how soon the first response is due, the fields routing rules read.
  desk: {
    workedBy: ['sales'],
    responseTarget: { amount: 8, unit: 'hours' },
    routing: { country: 'countryCode' },
  },
  referencePrefix: 'MR',
  notify: 'marketReportEmail',
  list: {
    title: 'title',
    columns: ['company', 'email'],
    searchable: ['name', 'company', 'email'],
  },
  boxes: { consent: 'consent', label: 'Consent given at' },
  visitor: { name: 'name', email: 'email' },
  messages: { en: marketReportMessages, fr: marketReportMessagesFr },
  nextPath: '/network',
  steps: true,
})
