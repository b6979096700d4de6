import {
  commitTransaction,
  Forbidden,
  initTransaction,
  killTransaction,
  NotFound,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { userHasRole } from '@/access/roles'
import { jsonOrFormFields } from '@/server/json-or-form'
import { readableSubmissionId } from '@/submissions/readable'

import { maxReasonLength, rejectRemaining } from './bulk'
import {
  rejectedRemainingParam,
  rejectionCancelFailedParam,
  rejectionCancelledParam,
  rejectRemainingFailedParam,
} from './outcome'
import { jobApplicationSlug } from './purposes'
import { cancelRejection, RejectionRefusal } from './rejection'

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } })

const refusedStatus = (error: unknown) =>
  error instanceof RejectionRefusal
    ? error.status
    : error instanceof Forbidden
      ? 403
      : error instanceof NotFound
        ? 404
        : null

/**
 * Runs `work` in one transaction, answering JSON or a plain form post's redirect: `done` with what
 * it returned, or the refusal (a RejectionRefusal, or access refused) said, never a 500.
 */
async function inOneTransaction<T>(
  req: PayloadRequest,
  isJSON: boolean,
  work: () => Promise<T>,
  answer: { done: (result: T) => string; failed: string },
): Promise<Response> {
  const shouldCommit = await initTransaction(req)
  let result: T
  try {
    result = await work()
    if (shouldCommit) await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    const status = refusedStatus(error)
    if (status === null) throw error
    const message =
      error instanceof RejectionRefusal
        ? error.message
        : 'You may not do this for this application.'
    return isJSON ? Response.json({ errors: [{ message }] }, { status }) : seeOther(answer.failed)
  }
  return isJSON ? Response.json({ result }) : seeOther(answer.done(result))
}

/**
 * POST /api/career-applications/:id/cancel-rejection: cancels the rejection e-mail waiting to go,
 * putting the application back where it was; JSON, or the page's plain form post (answered with
 * a redirect back to it).
 */
export const cancelRejectionEndpoint: Endpoint = {
  path: '/:id/cancel-rejection',
  method: 'post',
  handler: async (req) => {
    const id = await readableSubmissionId(req, jobApplicationSlug)
    const { isJSON } = await jsonOrFormFields(req)
    const page = `${req.payload.config.routes.admin}/collections/${jobApplicationSlug}/${id}`
    return inOneTransaction(req, isJSON, () => cancelRejection(req, id), {
      done: () => `${page}?${rejectionCancelledParam}=1`,
      failed: `${page}?${rejectionCancelFailedParam}=1`,
    })
  },
}

/**
 * POST /api/job-postings/:id/reject-remaining with `reason`: rejects the posting's candidates
 * neither hired nor rejected, each with its rejection e-mail after the delay. For recruiters and
 * admins; JSON (`{"result": <how many>}`) or the posting page's plain form post.
 */
export const rejectRemainingEndpoint: Endpoint = {
  path: '/:id/reject-remaining',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin', 'recruiter')) throw new Forbidden(req.t)
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id)) throw new NotFound(req.t)
    await req.payload.findByID({
      collection: 'job-postings',
      id,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const { isJSON, fields } = await jsonOrFormFields(req)
    const page = `${req.payload.config.routes.admin}/collections/job-postings/${id}`
    const sent = fields?.reason
    const reason = typeof sent === 'string' ? sent.trim() : ''
    return inOneTransaction(
      req,
      isJSON,
      async () => {
        if (reason.length > maxReasonLength) {
          throw new RejectionRefusal(`A reason takes at most ${maxReasonLength} characters.`)
        }
        return rejectRemaining(req, id, reason)
      },
      {
        done: (count) => `${page}?${rejectedRemainingParam}=${count}`,
        failed: `${page}?${rejectRemainingFailedParam}=1`,
      },
    )
  },
}
