import { partnershipTypeOptions } from '@/lib/content/submission-options'

import { defineSubmissionType } from '../definition'
import { partnershipMessages } from './messages'
import { partnershipMessagesFr } from './messages.fr'

/** The /partnership application form: a company proposing to work with us. */
export const partnership = defineSubmissionType({
  slug: 'partnership-applications',
  form: 'partnership',
  labels: { singular: 'Partnership application', plural: 'Partnership applications' },
  actions: { next: ['under_review', 'approved'], outcomes: ['won', 'lost', 'rejected'] },
  qualified: ['approved'],
  // Worked on the desk (src/desk): by whom, how soon the first response is due, the fields routing rules read.
  desk: {
    workedBy: ['sales'],
    responseTarget: { amount: 1, unit: 'hours' },
    routing: { country: 'countryCode' },
    // Rejected: we declined them; lost: they went elsewhere. Either way the deal is lost.
    outcomes: { won: ['won'], lost: ['lost', 'rejected'] },
  },
  referencePrefix: 'PA',
  notify: 'partnershipEmail',
  list: {
    title: 'title',
    columns: ['company', 'email'],
    searchable: ['company', 'contact', 'email'],
  },
  boxes: { consent: 'terms', label: 'Terms accepted at' },
  visitor: { name: 'contact', email: 'email' },
  options: { partnershipType: partnershipTypeOptions },
  messages: { en: partnershipMessages, fr: partnershipMessagesFr },
  nextPath: '/network',
  steps: true,
})
