import type { Payload, PayloadRequest } from 'payload'
import type { ReactNode } from 'react'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

/**
 * An action a feature offers beside a worked item's timeline (WhatsApp's "message the visitor",
 * say): rendered on the server with the item's page, or nothing when it does not apply. Features
 * register theirs in `payload.config.ts` (`custom.timelineActions`), so that the desk names none.
 */
export type TimelineAction = (
  req: PayloadRequest,
  type: SubmissionTypeOf<SubmissionSlug>,
  id: number,
) => Promise<ReactNode | null>

export const timelineActionsOf = (payload: Payload): readonly TimelineAction[] =>
  (payload.config.custom?.timelineActions as readonly TimelineAction[] | undefined) ?? []
