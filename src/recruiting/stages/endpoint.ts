import type { Endpoint } from 'payload'

import { setFieldEndpoint } from '@/desk/row-write/endpoint'
import { rowWriteOutcomes } from '@/desk/row-write/outcomes'

/** What the stage endpoint takes a rejection's reason as: a form field, a JSON property. */
export const rejectionReasonParam = 'rejectionReason'

const textSent = (sent: unknown) =>
  typeof sent === 'string' && sent.trim() ? sent.trim().slice(0, 80) : null

/**
 * POST /api/career-applications/:id/stage: moves an application to one of its posting's stages
 * (`stage`, its key), with why when it is a rejection (`rejectionReason`); a plain form post from
 * the application's page or its posting's pipeline, or JSON once the admin's scripts run.
 */
export const setStageEndpoint: Endpoint = setFieldEndpoint(
  'career-applications',
  'stage',
  rowWriteOutcomes.stage,
  (stage, body) =>
    typeof stage === 'string' && stage.trim()
      ? { value: stage.trim(), with: { rejectionReason: textSent(body[rejectionReasonParam]) } }
      : { refused: 'Choose the stage to move the application to.' },
)
