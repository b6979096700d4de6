import {
  commitTransaction,
  initTransaction,
  killTransaction,
  NotFound,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { jsonOrFormFields } from '@/server/json-or-form'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { timelineAddedParam, timelineRefusedParam } from './outcome'
import { addStaffEntry, EntryRefusal, readTimeline } from './timeline'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The lead the route names, read as the signed-in user: 403 or 404 when they may not. */
async function readableLead(req: PayloadRequest, type: Type): Promise<number> {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) throw new NotFound(req.t)
  await req.payload.findByID({
    collection: type.slug,
    id,
    depth: 0,
    select: {},
    overrideAccess: false,
    user: req.user,
    req,
  })
  return id
}

/** Back to the lead's page after a plain form post, saying what happened. */
const backToLead = (req: PayloadRequest, type: Type, id: number, outcome: string) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `${req.payload.config.routes.admin}/collections/${type.slug}/${id}?${outcome}`,
    },
  })

/**
 * GET /api/<slug>/:id/timeline: the lead's timeline, newest first, for whoever may read the lead.
 * POST the same with `{"kind": "note" | "call" | "message", "text": …}`: adds a note (whose
 * `@names` are e-mailed a link) or logs a call or message, for whoever works the lead's type.
 * The lead page's plain form post (`kind`, `text`, before its scripts have run) is answered with
 * a redirect back to the page.
 */
export function timelineEndpoints(type: Type): Endpoint[] {
  return [
    {
      path: '/:id/timeline',
      method: 'get',
      handler: async (req) => {
        const id = await readableLead(req, type)
        return Response.json({ docs: await readTimeline(req, type, id) })
      },
    },
    {
      path: '/:id/timeline',
      method: 'post',
      handler: async (req) => {
        const id = await readableLead(req, type)
        const { isJSON, fields: body } = await jsonOrFormFields(req)
        const shouldCommit = await initTransaction(req)
        try {
          await addStaffEntry(req, type, id, { kind: body?.kind, text: body?.text })
          if (shouldCommit) await commitTransaction(req)
        } catch (error) {
          await killTransaction(req)
          if (!(error instanceof EntryRefusal)) throw error
          if (!isJSON) return backToLead(req, type, id, `${timelineRefusedParam}=${error.reason}`)
          return Response.json({ errors: [{ message: error.message }] }, { status: 400 })
        }
        if (!isJSON) return backToLead(req, type, id, `${timelineAddedParam}=1`)
        return Response.json({ docs: await readTimeline(req, type, id) }, { status: 201 })
      },
    },
  ]
}
