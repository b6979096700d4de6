import type { Endpoint } from 'payload'

import { timelineAddedParam, timelineRefusedParam } from '@/desk/timeline/outcome'
import { staffWrite } from '@/desk/timeline/endpoints'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { logWhatsAppMessage } from './lead-chat'

/**
 * POST /api/<slug>/:id/whatsapp: the signed-in user sent the visitor the WhatsApp message the
 * lead's page opened. Logs it on the timeline and stops the response clock; answered like the
 * timeline's own posts (JSON with the timeline, or the page's plain form post with a redirect).
 */
export const whatsAppEndpoint = (type: SubmissionTypeOf<SubmissionSlug>): Endpoint =>
  staffWrite(
    type,
    '/:id/whatsapp',
    { done: `${timelineAddedParam}=1`, refused: timelineRefusedParam },
    (req, id) => logWhatsAppMessage(req, type, id),
  )
