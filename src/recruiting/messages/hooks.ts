import type { CollectionAfterChangeHook } from 'payload'

import { dropScheduledRejection, scheduleRejection } from './rejection'

/**
 * An application whose status becomes `rejected` (its buttons, the board, a form post, a bulk
 * rejection, a stage whose category is rejected) gets its rejection e-mail scheduled, for the
 * reason chosen: the application's `rejectionReason` when it has one, else the bulk rejection's.
 * One moved out of `rejected` before it went has it dropped.
 */
export const scheduleRejectionEmail: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update') return doc
  const was = previousDoc?.status as string | undefined
  const now = doc.status as string | undefined
  if (now === 'rejected' && was !== 'rejected') {
    const reason =
      (typeof doc.rejectionReason === 'string' && doc.rejectionReason) ||
      (typeof context.rejectionReason === 'string' ? context.rejectionReason : undefined)
    await scheduleRejection(req, doc, previousDoc, reason)
  } else if (was === 'rejected' && now !== 'rejected') {
    await dropScheduledRejection(req, doc.id as number)
  }
  return doc
}
