import { Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'

import { jsonOrFormFields } from '@/server/json-or-form'
import { submissionStatuses, type SubmissionSlug } from '@/submissions'

import { statusUpdatedParam, statusUpdateFailedParam } from './outcome'

/** Where a plain form post goes back to: a page of this collection's admin, never elsewhere. */
function backTo(req: PayloadRequest, slug: SubmissionSlug, id: number, back: string | null) {
  const collectionPath = `${req.payload.config.routes.admin}/collections/${slug}`
  const fallback = `${collectionPath}/${id}`
  if (!back) return fallback
  const base = 'http://admin.invalid'
  const url = new URL(back, base)
  const ownPage =
    url.origin === base &&
    (url.pathname === collectionPath || url.pathname.startsWith(`${collectionPath}/`))
  return ownPage ? `${url.pathname}${url.search}` : fallback
}

function withOutcome(path: string, param: string, id: number) {
  const url = new URL(path, 'http://admin.invalid')
  url.searchParams.delete(statusUpdatedParam)
  url.searchParams.delete(statusUpdateFailedParam)
  url.searchParams.set(param, String(id))
  return `${url.pathname}${url.search}`
}

/**
 * POST /api/<slug>/:id/status: sets a submission's status, for staff who may update it. Takes
 * `{"status": …}` as JSON and answers with the stored document; takes the status buttons' plain
 * form post (`status`, and `back`: the admin page to return to) and answers with a redirect there,
 * so that a button works before the admin's scripts have run.
 */
export function setStatusEndpoint(slug: SubmissionSlug): Endpoint {
  const statuses: readonly string[] = submissionStatuses[slug]
  return {
    path: '/:id/status',
    method: 'post',
    handler: async (req) => {
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id)) throw new NotFound(req.t)
      const { isJSON, fields: body } = await jsonOrFormFields(req)
      const status = body?.status
      const redirect = (param: string) =>
        new Response(null, {
          status: 303,
          headers: {
            Location: withOutcome(
              backTo(req, slug, id, typeof body?.back === 'string' ? body.back : null),
              param,
              id,
            ),
          },
        })
      if (typeof status !== 'string' || !statuses.includes(status)) {
        if (!isJSON) return redirect(statusUpdateFailedParam)
        return Response.json(
          { errors: [{ message: `Choose one of these statuses: ${statuses.join(', ')}.` }] },
          { status: 400 },
        )
      }
      try {
        const doc = await req.payload.update({
          collection: slug,
          id,
          data: { status } as never,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
        return isJSON ? Response.json({ doc }) : redirect(statusUpdatedParam)
      } catch (error) {
        // A plain form post has no script to read an error: its page says the change failed.
        if (isJSON || !(error instanceof Forbidden || error instanceof NotFound)) throw error
        return redirect(statusUpdateFailedParam)
      }
    },
  }
}
