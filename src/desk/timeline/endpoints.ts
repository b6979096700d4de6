import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { jsonOrFormFields } from '@/server/json-or-form'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { readableSubmissionId } from '@/submissions/readable'

import { removeStoredFiles } from '@/server/storage/file-store'

import { keepReplyDraft } from '../replies/email/draft'
import { answersWithJSON, readReplyRequest, type ReplyRequest } from '../replies/email/request'
import { sendReply } from '../replies/reply'
import {
  heldDecidedParam,
  replyRefusedParam,
  replySentParam,
  timelineAddedParam,
  timelineRefusedParam,
} from './outcome'
import { addStaffEntry, decideHeldAnswer, EntryRefusal, readTimeline } from './timeline'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The lead the route names, read as the signed-in user: 403 or 404 when they may not. */
const readableLead = (req: PayloadRequest, type: Type) => readableSubmissionId(req, type.slug)

/** Back to the lead's page after a plain form post, saying what happened. */
const backToLead = (req: PayloadRequest, type: Type, id: number, outcome: string) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `${req.payload.config.routes.admin}/collections/${type.slug}/${id}?${outcome}`,
    },
  })

/**
 * A POST that writes to the lead's timeline in one transaction, as JSON (answered with the
 * timeline, 201, or 400 with why it was refused) or as the lead page's plain form post (answered
 * with a redirect back to the page, which says what happened).
 */
export function staffWrite<Fields = Record<string, unknown> | null>(
  type: Type,
  path: string,
  /** The page's query after it was written (`done`, e.g. `timeline-added=1`) or refused. */
  params: { done: string; refused: string },
  write: (req: PayloadRequest, id: number, fields: Fields) => Promise<void>,
  /** How the request is read: JSON or a plain form post, unless it carries more (files). */
  read: (
    req: PayloadRequest,
  ) => Promise<{ isJSON: boolean; fields: Fields }> = jsonOrFormFields as never,
  /** Keeps what a refused plain form post carried, for the page to show again. */
  keep?: (req: PayloadRequest, id: number, fields: Fields) => Promise<void>,
): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const id = await readableLead(req, type).catch((error: unknown) => {
        // Payload answers a document that is not there with its NotFound (a 404 APIError).
        if ((error as { status?: number }).status === 404) return null
        throw error
      })
      if (id === null) {
        const message = 'This lead no longer exists: it was erased or deleted. Nothing was saved.'
        return Response.json({ errors: [{ message }] }, { status: 404 })
      }
      const refused = (error: EntryRefusal, isJSON: boolean) =>
        isJSON
          ? Response.json(
              { errors: [{ message: error.message, reason: error.reason }] },
              { status: error.status },
            )
          : backToLead(req, type, id, `${params.refused}=${error.reason}`)
      const request = await read(req).catch((error: unknown) => {
        if (error instanceof EntryRefusal) return error
        throw error
      })
      if (request instanceof EntryRefusal) return refused(request, answersWithJSON(req))
      const { isJSON, fields } = request
      const shouldCommit = await initTransaction(req)
      try {
        await write(req, id, fields)
        if (shouldCommit) await commitTransaction(req)
      } catch (error) {
        await killTransaction(req)
        if (!(error instanceof EntryRefusal)) throw error
        if (!isJSON) await keep?.(req, id, fields)
        return refused(error, isJSON)
      }
      if (!isJSON) return backToLead(req, type, id, params.done)
      return Response.json({ docs: await readTimeline(req, type, id) }, { status: 201 })
    },
  }
}

/**
 * GET /api/<slug>/:id/timeline: the lead's timeline, newest first, for whoever may read the lead.
 * POST the same with `{"kind": "note" | "call" | "message", "text": …}`: adds a note (whose
 * `@names` are e-mailed a link) or logs a call or message, for whoever works the lead's type.
 * POST /api/<slug>/:id/reply with `{"subject", "html" (or "body", plain text), "cc", "bcc",
 * "files"}` as JSON, or as multipart with `attachments` files: sends the visitor an e-mail from
 * the record (src/desk/replies). POST /api/<slug>/:id/held-answers/:entry/accept (or /discard):
 * accepts an e-mail held from an unknown sender as the visitor's answer, or discards it. Each
 * takes the lead page's plain form post, before its scripts run.
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
    staffWrite(
      type,
      '/:id/timeline',
      { done: `${timelineAddedParam}=1`, refused: timelineRefusedParam },
      (req, id, fields) => addStaffEntry(req, type, id, { kind: fields?.kind, text: fields?.text }),
    ),
    ...(['accept', 'discard'] as const).map((decision) =>
      staffWrite(
        type,
        `/:id/held-answers/:entry/${decision}`,
        { done: `${heldDecidedParam}=${decision}`, refused: timelineRefusedParam },
        (req, id) => decideHeldAnswer(req, type, id, { entry: req.routeParams?.entry, decision }),
      ),
    ),
    staffWrite(
      type,
      '/:id/reply',
      { done: `${replySentParam}=1`, refused: replyRefusedParam },
      async (req, id, { fields, chosenFiles, uploads }: Omit<ReplyRequest, 'isJSON'>) => {
        const written: string[] = []
        try {
          await sendReply(
            req,
            type,
            id,
            { ...fields, subject: fields.subject, chosenFiles, uploads },
            written,
          )
        } catch (error) {
          // The rows go with the transaction; the files stored meanwhile do not.
          await removeStoredFiles(req.payload, { 'answer-files': written })
          throw error
        }
      },
      async (req) => {
        const { isJSON, ...fields } = await readReplyRequest(req)
        return { isJSON, fields }
      },
      (req, id, { fields }) => keepReplyDraft(req, type, id, fields),
    ),
  ]
}
