import type { Payload } from 'payload'

import { tablesOf, type Tables } from '@/lib/tables'

import type { SubmissionSlug } from '.'

/** The table Payload keeps each type in, by the type's slug. */
const tableNames = {
  'contact-submissions': 'contact_submissions',
  'quote-requests': 'quote_requests',
  'partnership-applications': 'partnership_applications',
  'career-applications': 'career_applications',
  'market-report-requests': 'market_report_requests',
} as const satisfies Record<SubmissionSlug, keyof Tables>

/** The table of any type: its columns are those every type's table has. */
export type SubmissionTable = Tables[(typeof tableNames)[SubmissionSlug]]

/**
 * A type's table, typed by the generated schema (src/lib/tables.ts): a query built from it is
 * checked by tsc, so a renamed field fails the build, not a request.
 */
export const tableOfType = (payload: Payload, slug: SubmissionSlug): SubmissionTable =>
  tablesOf(payload)[tableNames[slug]]

/**
 * The tables of the types whose leads are won or lost: those with `outcomeReason` and `closedAt`.
 * Listed for the type checker; a unit test holds it to the definitions' `desk.outcomes`.
 */
export const dealTableNames = {
  'quote-requests': 'quote_requests',
  'partnership-applications': 'partnership_applications',
} as const satisfies Partial<typeof tableNames>

export type DealTable = Tables[(typeof dealTableNames)[keyof typeof dealTableNames]]

/** A deal type's table, typed with its outcome's columns; undefined for any other type. */
export const dealTableOf = (payload: Payload, slug: SubmissionSlug): DealTable | undefined =>
  slug in dealTableNames
    ? tablesOf(payload)[dealTableNames[slug as keyof typeof dealTableNames]]
    : undefined
