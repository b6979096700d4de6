import type { Payload, PayloadRequest } from 'payload'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

/** A way to reach a lead in one tap: its link and what it says. */
export type LeadContactLink = { kind: string; label: string; href: string }

/**
 * A way to reach a lead that a feature adds to its desk on a phone (WhatsApp's chat), beside the
 * desk's own call and e-mail links; null when it does not apply. Features register theirs in
 * `payload.config.ts` (`custom.leadContacts`), so that the desk names none.
 */
export type LeadContact = (
  req: PayloadRequest,
  type: SubmissionTypeOf<SubmissionSlug>,
  id: number,
) => Promise<LeadContactLink | null>

export const leadContactsOf = (payload: Payload): readonly LeadContact[] =>
  (payload.config.custom?.leadContacts as readonly LeadContact[] | undefined) ?? []
