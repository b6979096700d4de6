import type { Endpoint } from 'payload'

import { setFieldEndpoint } from '@/desk/row-write/endpoint'
import { submissionStatuses, type SubmissionSlug } from '@/submissions'

import { statusUpdatedParam, statusUpdateFailedParam } from './outcome'
import { statusActions } from './workflow'

/**
 * POST /api/<slug>/:id/status: sets a submission's status, for staff who may update it; the
 * status buttons' plain form post before the admin's scripts run, their JSON after.
 */
export function setStatusEndpoint(slug: SubmissionSlug): Endpoint {
  const statuses: readonly string[] = submissionStatuses[slug]
  const confirm = statusActions[slug].confirm ?? {}
  return setFieldEndpoint(
    slug,
    'status',
    { updated: statusUpdatedParam, failed: statusUpdateFailedParam },
    (status) =>
      typeof status === 'string' && statuses.includes(status)
        ? { value: status }
        : { refused: `Choose one of these statuses: ${statuses.join(', ')}.` },
    (status) => typeof status === 'string' && status in confirm,
  )
}
