import type { JobPosting } from '@/payload-types'

import { documentPaths } from '@/lib/site/document-path'

import { employmentTypeOptions } from './submission-options'

/**
 * A posting's own page, without its language prefix: /careers/<slug>. Every stored posting has a
 * slug (made from its title when left empty); the type allows none only while one is written.
 */
export const postingPath = (posting: Pick<JobPosting, 'slug'>) =>
  documentPaths['job-postings'](posting.slug ?? '')

/** The application form with the posting chosen, without its language prefix. */
export const applyPath = (posting: Pick<JobPosting, 'id'>) => `/apply?job=${posting.id}`

const nonEmptyLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** A posting's requirements, entered one per line, without blank lines. */
export const requirementLines = (requirements: string): string[] => nonEmptyLines(requirements)

/** A posting's description as its recruiter broke it into paragraphs, one per line. */
export const descriptionParagraphs = (description: string): string[] => nonEmptyLines(description)

export function employmentTypeLabel(type: JobPosting['employmentType']): string {
  return employmentTypeOptions.find((option) => option.value === type)?.label ?? type
}

/** A posting's salary as the site shows it: its amounts, currency and period ("per year"). */
export const salaryLine = (
  posting: Pick<JobPosting, 'salaryRange' | 'salaryCurrency'>,
  period: string,
): string => `${posting.salaryRange} ${posting.salaryCurrency ?? 'USD'} ${period}`
