import {
  commitTransaction,
  initTransaction,
  killTransaction,
  NotFound,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

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

/**
 * GET /api/<slug>/:id/timeline: the lead's timeline, newest first, for whoever may read the lead.
 * POST the same with `{"kind": "note" | "call" | "message", "text": …}`: adds a note (whose
 * `@names` are e-mailed a link) or logs a call or message, for whoever works the lead's type.
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
        const body = (await req.json?.().catch(() => null)) as Record<string, unknown> | null
        const shouldCommit = await initTransaction(req)
        try {
          await addStaffEntry(req, type, id, { kind: body?.kind, text: body?.text })
          if (shouldCommit) await commitTransaction(req)
        } catch (error) {
          await killTransaction(req)
          if (error instanceof EntryRefusal) {
            return Response.json({ errors: [{ message: error.message }] }, { status: 400 })
          }
          throw error
        }
        return Response.json({ docs: await readTimeline(req, type, id) }, { status: 201 })
      },
    },
  ]
}
