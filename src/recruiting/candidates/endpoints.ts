import { Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'

import { userHasRole } from '@/access/roles'
import { jsonOrFormFields } from '@/server/json-or-form'
import { inTransaction } from '@/server/database/transaction'

import { MergeRefusal, mergeCandidates, undoMerge } from './merge'
import { mergeOutcomeParams } from './outcomes'

/** The candidate's page in the admin, with what a plain form post did. */
function candidatePage(req: PayloadRequest, id: number, param: string, value: string) {
  const page = new URL(
    `${req.payload.config.routes.admin}/collections/candidates/${id}`,
    'http://admin.invalid',
  )
  page.searchParams.set(param, value)
  return new Response(null, {
    status: 303,
    headers: { Location: `${page.pathname}${page.search}` },
  })
}

/**
 * Runs a merge or its undo as staff who work candidates, in a transaction of its own. Answers a
 * script with JSON, and a plain form post (the candidate page before its scripts run) with a
 * redirect back to the candidate page saying what happened or why not.
 */
function mergeEndpoint(
  path: string,
  work: (
    req: PayloadRequest,
    id: number,
    fields: Record<string, unknown>,
  ) => Promise<{ page: number; message: string }>,
): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      if (!userHasRole(req.user, 'admin', 'recruiter')) throw new Forbidden(req.t)
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id)) throw new NotFound(req.t)
      const { isJSON, fields } = await jsonOrFormFields(req)
      try {
        const done = await inTransaction(req.payload, (transaction) => {
          transaction.user = req.user
          return work(transaction, id, { ...fields, merge: req.routeParams?.merge })
        })
        return isJSON
          ? Response.json({ ok: true, candidate: done.page, message: done.message })
          : candidatePage(req, done.page, mergeOutcomeParams.done, done.message)
      } catch (error) {
        if (!(error instanceof MergeRefusal)) throw error
        return isJSON
          ? Response.json({ errors: [{ message: error.message }] }, { status: 400 })
          : candidatePage(req, id, mergeOutcomeParams.refused, error.reason)
      }
    },
  }
}

/**
 * POST /api/candidates/:id/merge (`other`: the candidate merged into this one) and
 * POST /api/candidates/:id/merges/:merge/undo.
 */
export const mergeEndpoints: Endpoint[] = [
  mergeEndpoint('/:id/merge', async (req, id, { other }) => {
    await mergeCandidates(req, { keptId: id, otherId: other, now: new Date() })
    return { page: id, message: 'merged' }
  }),
  mergeEndpoint('/:id/merges/:merge/undo', async (req, _id, { merge }) => {
    const { kept } = await undoMerge(req, { mergeId: merge, now: new Date() })
    return { page: kept, message: 'undone' }
  }),
]
