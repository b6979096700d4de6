import { Forbidden, NotFound, ValidationError, type Endpoint, type PayloadRequest } from 'payload'

import { boardPath, pipelinePath } from '@/lib/admin/navigation'
import { jsonOrFormFields } from '@/server/json-or-form'
import type { SubmissionSlug } from '@/submissions'

import { confirmParam, confirmValueParam, rowWriteOutcomes, type OutcomeParams } from './outcomes'

/**
 * Where a plain form post goes back to: a page of this collection's admin, or a board, never
 * elsewhere.
 */
function backTo(req: PayloadRequest, slug: SubmissionSlug, id: number, back: string | null) {
  const collectionPath = `${req.payload.config.routes.admin}/collections/${slug}`
  const boards = [boardPath, pipelinePath].map(
    (path) => `${req.payload.config.routes.admin}${path}`,
  )
  const fallback = `${collectionPath}/${id}`
  if (!back) return fallback
  const base = 'http://admin.invalid'
  const url = new URL(back, base)
  const ownPage =
    url.origin === base &&
    (url.pathname === collectionPath ||
      url.pathname.startsWith(`${collectionPath}/`) ||
      boards.includes(url.pathname))
  return ownPage ? `${url.pathname}${url.search}` : fallback
}

function withOutcome(path: string, param: string, id: number) {
  const url = new URL(path, 'http://admin.invalid')
  for (const { updated, failed } of Object.values(rowWriteOutcomes)) {
    url.searchParams.delete(updated)
    url.searchParams.delete(failed)
  }
  url.searchParams.delete(confirmParam)
  url.searchParams.delete(confirmValueParam)
  url.searchParams.set(param, String(id))
  return `${url.pathname}${url.search}`
}

/**
 * POST /api/<slug>/:id/<field>: sets one field of a submission as the caller (their access and
 * the collection's hooks apply). Takes `{"<field>": …}` as JSON and answers with the stored
 * document; takes a plain form post (`<field>`, and `back`: the admin page to return to) and
 * answers with a redirect there saying whether it changed, so that a control posting it works
 * before the admin's scripts have run. `parse` turns what was sent into the value to store (and
 * any field written with it, such as why a deal was lost), or says why it cannot be.
 */
export function setFieldEndpoint(
  slug: SubmissionSlug,
  field: string,
  params: OutcomeParams,
  parse: (
    sent: unknown,
    body: Record<string, unknown>,
  ) => { value: unknown; with?: Record<string, unknown> } | { refused: string },
  /**
   * Values a plain form post sets only once confirmed (`?confirmed=yes`), or once it carries what
   * they need; before, it goes back to the page with `?confirm=<id>&confirm-value=<value>`, which
   * asks. Scripts ask before posting.
   */
  needsConfirmation: (value: unknown, body: Record<string, unknown>) => boolean = () => false,
): Endpoint {
  return {
    path: `/:id/${field}`,
    method: 'post',
    handler: async (req) => {
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id)) throw new NotFound(req.t)
      const { isJSON, fields: body } = await jsonOrFormFields(req)
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
      const sent = body ?? {}
      const parsed = parse(sent[field], sent)
      if ('refused' in parsed) {
        if (!isJSON) return redirect(params.failed)
        return Response.json({ errors: [{ message: parsed.refused }] }, { status: 400 })
      }
      if (!isJSON && req.query?.confirmed !== 'yes' && needsConfirmation(parsed.value, sent)) {
        const back = new URL(
          withOutcome(
            backTo(req, slug, id, typeof body?.back === 'string' ? body.back : null),
            confirmParam,
            id,
          ),
          'http://admin.invalid',
        )
        back.searchParams.set(confirmValueParam, String(parsed.value))
        return new Response(null, {
          status: 303,
          headers: { Location: `${back.pathname}${back.search}` },
        })
      }
      try {
        const doc = await req.payload.update({
          collection: slug,
          id,
          data: { ...parsed.with, [field]: parsed.value } as never,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
        return isJSON ? Response.json({ doc }) : redirect(params.updated)
      } catch (error) {
        // A plain form post has no script to read an error: its page says the change failed.
        const refused =
          error instanceof Forbidden ||
          error instanceof NotFound ||
          error instanceof ValidationError
        if (isJSON || !refused) throw error
        return redirect(params.failed)
      }
    },
  }
}
