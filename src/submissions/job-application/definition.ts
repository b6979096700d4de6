import { defineSubmissionType } from '../definition'
import { jobApplicationMessages } from './messages'
import { jobApplicationMessagesFr } from './messages.fr'

export const jobApplication = defineSubmissionType({
  slug: 'career-applications',
  form: 'job-application',
  labels: { singular: 'Career application', plural: 'Career applications' },
  noun: { one: 'career application', many: 'career applications' },
  statuses: ['new', 'reviewed', 'interviewed', 'accepted', 'rejected'],
  actions: { next: ['reviewed', 'interviewed'], outcomes: ['accepted', 'rejected'] },
  referencePrefix: 'JA',
  notify: 'careersEmail',
  workedBy: ['recruiter'],
  list: {
    title: 'email',
    columns: ['firstName', 'lastName', 'email', 'position'],
    searchable: ['firstName', 'lastName', 'email', 'position'],
  },
  consentLabel: 'Terms accepted at',
  messages: { en: jobApplicationMessages, fr: jobApplicationMessagesFr },
  nextPath: '/careers',
})
