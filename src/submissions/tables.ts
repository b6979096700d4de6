import {
  career_applications,
  contact_submissions,
  market_report_requests,
  partnership_applications,
  quote_requests,
} from '@/payload-generated-schema'

import type { SubmissionSlug } from '.'

/**
 * Each type's table in Payload's generated Drizzle schema (src/payload-generated-schema.ts): a
 * query built from these is checked by tsc, so a renamed field fails the build, not a request.
 */
export const submissionTables = {
  'contact-submissions': contact_submissions,
  'quote-requests': quote_requests,
  'partnership-applications': partnership_applications,
  'career-applications': career_applications,
  'market-report-requests': market_report_requests,
} as const satisfies Record<SubmissionSlug, unknown>

/** The table of any type: its columns are those every type's table has. */
export type SubmissionTable = (typeof submissionTables)[SubmissionSlug]

export const tableOfType = (slug: SubmissionSlug): SubmissionTable => submissionTables[slug]
