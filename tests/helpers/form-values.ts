import { randomUUID } from 'node:crypto'

import type { FormName } from '@/submissions/pipeline/response'

/**
 * An address of its own for each fill: confirmations are limited per mailbox and day, so fills
 * sharing one would soon be answered as withheld.
 */
const visitorAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`

/** A complete, valid fill of each public form, as the browser sends it; `marker` names the sender. */
export const validContact = (marker: string) => ({
  firstName: marker,
  lastName: 'Okafor',
  email: visitorAddress('ada.okafor'),
  companyOperator: 'Example Telecom',
  serviceInterest: 'vas',
  message: 'We want a CRBT service in two markets.',
  privacy: true,
  website: '',
  submissionKey: randomUUID(),
})

export const validQuote = (marker: string) => ({
  companyName: marker,
  contactName: 'Ada Okafor',
  email: visitorAddress('ada.okafor'),
  country: 'NG',
  phone: '+234 801 234 5678',
  serviceType: 'fintech',
  projectDescription: 'A payment gateway for 2 million subscribers.',
  timeline: 'short',
  budget: '50k-100k',
  terms: true,
  website: '',
  submissionKey: randomUUID(),
})

export const validPartnership = (marker: string) => ({
  company: marker,
  contact: 'Kwame Mensah',
  email: visitorAddress('kwame'),
  phone: '+233 20 123 4567',
  country: 'Ghana',
  partnershipType: 'channel',
  description: 'A distributor of digital services in West Africa.',
  proposal: 'We resell your VAS portfolio to two operators.',
  terms: true,
  website: '',
  submissionKey: randomUUID(),
})

export const validJobApplication = (marker: string) => ({
  firstName: marker,
  lastName: 'Wanjiru',
  email: visitorAddress('grace.wanjiru'),
  phone: '+254 712 345 678',
  location: 'Nairobi, Kenya',
  linkedin: 'https://www.linkedin.com/in/grace-wanjiru',
  position: 'Backend Engineer',
  salary: '45,000',
  experience: '3-5',
  availability: '1-month',
  summary: 'Backend engineer building USSD and payment services.',
  skills: 'TypeScript, PostgreSQL, USSD',
  motivation: 'I want to build services that millions of people use.',
  additionalInfo: '',
  terms: true,
  updates: true,
  website: '',
  submissionKey: randomUUID(),
})

export const validMarketReport = (marker: string) => ({
  name: marker,
  email: visitorAddress('amara.diallo'),
  company: 'Example Telecom',
  country: 'Senegal',
  region: 'west-africa',
  consent: true,
  website: '',
  submissionKey: randomUUID(),
})

/** Each form's valid fill, by the form's name. */
export const validFills: Record<FormName, (marker: string) => Record<string, unknown>> = {
  contact: validContact,
  quote: validQuote,
  partnership: validPartnership,
  'job-application': validJobApplication,
  'market-report': validMarketReport,
}

/** An open job posting as an admin creates it over REST: the one candidates apply to by title. */
export const openJobPosting = (title: string) => ({
  title,
  department: 'Engineering',
  location: 'Lagos, Nigeria',
  employmentType: 'full-time',
  description: 'Build our USSD platforms.',
  requirements: 'Node.js',
  status: 'active',
})
