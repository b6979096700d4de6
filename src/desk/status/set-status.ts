import type { Endpoint } from 'payload'

import { setFieldEndpoint } from '@/desk/row-write/endpoint'
import { dealOutcomeOf, outcomeReasonParam } from '@/desk/deals/outcomes'
import { submissionStatuses, submissionTypes, type SubmissionSlug } from '@/submissions'

import { statusUpdatedParam, statusUpdateFailedParam } from './outcome'
import { statusActions } from './workflow'

const reasonSent = (sent: unknown) =>
  typeof sent === 'string' && sent.trim() ? sent.trim().slice(0, 80) : undefined

/**
 * POST /api/<slug>/:id/status: sets a submission's status, for staff who may update it; the
 * status buttons' plain form post before the admin's scripts run, their JSON after.
 */
export function setStatusEndpoint(slug: SubmissionSlug): Endpoint {
  const statuses: readonly string[] = submissionStatuses[slug]
  const confirm = statusActions[slug].confirm ?? {}
  const type = submissionTypes.find((each) => each.slug === slug)!
  return setFieldEndpoint(
    slug,
    'status',
    { updated: statusUpdatedParam, failed: statusUpdateFailedParam },
    (status, body) => {
      if (typeof status !== 'string' || !statuses.includes(status)) {
        return { refused: `Choose one of these statuses: ${statuses.join(', ')}.` }
      }
      // A status that closes a deal is set with why (the collection's hook checks it is listed).
      return dealOutcomeOf(type, status)
        ? { value: status, with: { outcomeReason: reasonSent(body[outcomeReasonParam]) } }
        : { value: status }
    },
    // Asked first: a status with a question, and one closing a deal sent without its reason.
    (status, body) =>
      typeof status === 'string' &&
      (status in confirm ||
        (dealOutcomeOf(type, status) !== null && !reasonSent(body[outcomeReasonParam]))),
  )
}
