import { statusLabels, type SubmissionSlug } from '@/lib/submission-options'

/**
 * The one-click status buttons of each submission type: the usual next steps (shown on every
 * list row too), then the outcomes that are also available on the submission's page.
 */
export const statusActions: Record<SubmissionSlug, { next: string[]; outcomes: string[] }> = {
  'contact-submissions': { next: ['contacted', 'completed'], outcomes: [] },
  'quote-requests': { next: ['contacted', 'quoted'], outcomes: ['closed'] },
  'partnership-applications': { next: ['under_review', 'approved'], outcomes: ['rejected'] },
  'career-applications': { next: ['reviewed', 'interviewed'], outcomes: ['accepted', 'rejected'] },
}

export type StatusTone = 'blue' | 'amber' | 'violet' | 'green' | 'red' | 'grey'

/** One colour per stage, the same for every submission type and for job postings. */
const tones: Record<string, StatusTone> = {
  new: 'blue',
  contacted: 'amber',
  reviewed: 'amber',
  under_review: 'amber',
  quoted: 'violet',
  interviewed: 'violet',
  draft: 'amber',
  completed: 'green',
  approved: 'green',
  accepted: 'green',
  active: 'green',
  rejected: 'red',
  closed: 'grey',
  inactive: 'grey',
}

export const statusTone = (status: string): StatusTone => tones[status] ?? 'grey'

export const statusLabel = (status: string): string =>
  statusLabels[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ')
