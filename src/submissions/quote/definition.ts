import {
  quoteBudgetOptions,
  quoteServiceTypeOptions,
  quoteTimelineOptions,
} from '@/lib/content/submission-options'

import { africanCountryOptions } from '@/lib/content/country-names'

import { defineSubmissionType } from '../definition'
import { quoteMessages } from './messages'
import { quoteMessagesFr } from './messages.fr'

/** The /get-quote 'Project Requirements' form: an operator's project, for a priced proposal. */
export const quote = defineSubmissionType({
  slug: 'quote-requests',
  form: 'quote',
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  actions: { next: ['contacted', 'quoted'], outcomes: ['won', 'lost'] },
  qualified: ['quoted'],
  // Worked on the desk (src/desk): by whom, how soon the first response is due, the fields routing rules read.
  desk: {
    workedBy: ['sales'],
    responseTarget: { amount: 1, unit: 'hours' },
    routing: { country: 'country', service: 'serviceType' },
    outcomes: { won: ['won'], lost: ['lost'] },
  },
  referencePrefix: 'QR',
  notify: 'quoteEmail',
  list: {
    title: 'title',
    columns: ['companyName', 'email'],
    searchable: ['companyName', 'contactName', 'email'],
  },
  boxes: { consent: 'terms', label: 'Terms accepted at' },
  visitor: { name: 'contactName', email: 'email' },
  options: {
    country: africanCountryOptions,
    serviceType: quoteServiceTypeOptions,
    timeline: quoteTimelineOptions,
    budget: quoteBudgetOptions,
  },
  alphabetical: ['country'],
  messages: { en: quoteMessages, fr: quoteMessagesFr },
  nextPath: '/products-services',
})
