import type { PayloadRequest } from 'payload'

import { readRejectionReasons } from '../stages/reasons'
import { jobApplicationSlug } from './purposes'

/** Statuses a posting's candidate is no longer waiting in: hired, or rejected already. */
const decided = ['hired', 'rejected']

/** The applications of a posting still open: neither hired nor rejected, as the viewer may read them. */
export async function remainingCandidates(req: PayloadRequest, posting: number) {
  const { docs } = await req.payload.find({
    collection: jobApplicationSlug,
    where: { and: [{ job: { equals: posting } }, { status: { not_in: decided } }] },
    select: { status: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs.map((doc) => doc.id)
}

/** The longest rejection reason kept. */
export const maxReasonLength = 120

/**
 * Rejects every remaining candidate of a filled posting with one reason, as the person asking
 * (their access applies): each gets the rejection e-mail for that reason after the usual delay,
 * cancelled one by one from their application. How many were rejected.
 */
export async function rejectRemaining(
  req: PayloadRequest,
  posting: number,
  reason: string,
): Promise<number> {
  const ids = await remainingCandidates(req, posting)
  // A reason of the admins' list is kept on each application, as a rejection on the pipeline is.
  const listed = (await readRejectionReasons(req.payload)).some(({ en }) => en === reason)
  for (const id of ids) {
    await req.payload.update({
      collection: jobApplicationSlug,
      id,
      data: { status: 'rejected', ...(listed && { rejectionReason: reason }) } as never,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      context: { rejectionReason: reason },
      req,
    })
  }
  return ids.length
}
