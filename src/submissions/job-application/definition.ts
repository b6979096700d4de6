import {
  availabilityOptions,
  experienceOptions,
  salaryCurrencyOptions,
  salaryPeriodOptions,
} from '@/lib/content/submission-options'

import { defineSubmissionType } from '../definition'
import { jobApplicationMessages } from './messages'
import { jobApplicationMessagesFr } from './messages.fr'

/** The /apply form: an application to an open posting, or to none, with a résumé. */
export const jobApplication = defineSubmissionType({
  slug: 'career-applications',
  form: 'job-application',
  labels: { singular: 'Career application', plural: 'Career applications' },
  actions: {
    // The categories of a posting's stages (src/recruiting/stages), in the order of its pipeline.
    next: ['screening', 'interview', 'offer'],
    outcomes: ['hired', 'rejected'],
    // The rejection e-mail waits its delay (src/recruiting/messages), cancelled from the page.
    confirm: {
      rejected:
        'Reject this application? The candidate’s rejection e-mail goes out after the delay set in Site settings (2 business days by default); until then you can cancel it from this page.',
    },
  },
  qualified: ['hired'],
  // Worked on the desk (src/desk): by whom, how soon the first response is due.
  desk: {
    workedBy: ['recruiter'],
    responseTarget: { amount: 5, unit: 'days' },
  },
  referencePrefix: 'JA',
  notify: 'careersEmail',
  list: {
    title: 'title',
    columns: ['title', 'email'],
    searchable: ['firstName', 'lastName', 'email', 'position'],
  },
  boxes: {
    consent: 'terms',
    label: 'Terms accepted at',
    flags: ['updates'],
    files: ['resume', 'coverLetter'],
  },
  visitor: { name: 'firstName', email: 'email' },
  options: {
    experience: experienceOptions,
    availability: availabilityOptions,
    salaryCurrency: salaryCurrencyOptions,
    salaryPeriod: salaryPeriodOptions,
  },
  messages: { en: jobApplicationMessages, fr: jobApplicationMessagesFr },
  nextPath: '/careers',
  page: '/apply',
  steps: true,
})
