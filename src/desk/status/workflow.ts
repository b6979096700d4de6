import { perSubmissionType } from '@/submissions'

/**
 * The one-click status buttons of each submission type (its definition's): the usual next steps
 * (shown on every list row too), then the outcomes that are also available on its page.
 */
export const statusActions = perSubmissionType(
  (
    type,
  ): {
    next: readonly string[]
    outcomes: readonly string[]
    confirm?: Readonly<Record<string, string>>
  } => type.actions,
)

/** How every status reads in the admin, whichever submission type has it. */
export const statusLabels: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  completed: 'Completed',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  qualified: 'Qualified',
}

export type StatusTone = 'blue' | 'amber' | 'violet' | 'green' | 'red' | 'grey'

/** One colour per stage, the same for every submission type and for job postings. */
const tones: Record<string, StatusTone> = {
  new: 'blue',
  contacted: 'amber',
  screening: 'amber',
  under_review: 'amber',
  quoted: 'violet',
  interview: 'violet',
  offer: 'violet',
  draft: 'amber',
  completed: 'green',
  approved: 'green',
  hired: 'green',
  qualified: 'green',
  won: 'green',
  active: 'green',
  rejected: 'red',
  lost: 'grey',
  inactive: 'grey',
}

export const statusTone = (status: string): StatusTone => tones[status] ?? 'grey'

export const statusLabel = (status: string): string =>
  statusLabels[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ')
