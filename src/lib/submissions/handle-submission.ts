import type { Payload } from 'payload'

import { maxAttachmentBytes } from '@/forms/job-application-schema'
import { honeypotField } from '@/forms/fill-fields'
import { CommitOutcomeUnknownError, inTransaction } from '@/lib/database/transaction'
import { isDatabaseUnavailable, rootMessage } from '@/lib/database/unavailable'
import { clientAddress, consumeRateLimit } from '@/lib/rate-limit'

import { checkAttachments, removeFiles, storeAttachments, type CheckedFile } from './attachments'
import {
  fieldErrorsOf,
  isFormName,
  submissionDocument,
  submissionForms,
  type SubmissionForm,
} from './forms'
import {
  queueNotifications,
  readNotificationSettings,
  sendQueuedEmails,
  type NotificationSettings,
  type QueuedEmail,
} from './notifications'
import {
  checkDeclaredLength,
  readJsonBody,
  readMultipartBody,
  RequestRefusal,
  type UploadedFile,
} from './request-body'
import type { SubmissionResponse } from './response'

/** A form's text, however long its answers, fits easily; anything bigger is not a person typing. */
const maxValuesBytes = 64 * 1024

export type SubmissionDependencies = {
  payload: Payload
  /** Runs work after the response is sent (Next's `after`); e-mails go out there. */
  afterResponse: (task: () => Promise<void>) => void
  /** Who the form e-mails go to; read from the database unless the caller has them cached. */
  notificationSettings?: () => Promise<NotificationSettings>
  now?: () => Date
}

/**
 * A JSON answer, never stored by caches and not to be compressed: the server's compression
 * would set up a gzip stream for every 12-byte answer (a tenth of the endpoint's CPU time).
 */
const answer = (status: number, body: SubmissionResponse, headers?: Record<string, string>) =>
  Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store, no-transform', ...headers },
  })

const accepted = () => answer(201, { ok: true })

const retryLater = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return answer(
    429,
    {
      ok: false,
      message: `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    { 'Retry-After': String(seconds) },
  )
}

/** Seconds a client is asked to wait while the database is unreachable (a restart takes a few). */
const unavailableRetrySeconds = 5

/** The database is down or restarting: nothing was stored, and the same fill may be sent again. */
const unavailable = () =>
  answer(
    503,
    {
      ok: false,
      message: 'We could not save your request right now. Please try again in a moment.',
    },
    { 'Retry-After': String(unavailableRetrySeconds) },
  )

/** The largest body a form can legitimately send: its values plus its files at their limit. */
const maxBodyBytes = (form: SubmissionForm) =>
  maxValuesBytes + Object.keys(form.files ?? {}).length * (maxAttachmentBytes + 16 * 1024)

async function readSubmission(request: Request, form: SubmissionForm) {
  if (!form.files) return { values: await readJsonBody(request, maxValuesBytes), files: {} }
  return readMultipartBody(request, {
    valuesField: 'values',
    maxValuesBytes,
    files: form.files,
    maxFileBytes: maxAttachmentBytes,
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

async function findByKey(payload: Payload, form: SubmissionForm, submissionKey: string) {
  const { docs } = await payload.find({
    collection: form.slug,
    where: { submissionKey: { equals: submissionKey } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * Stores the submission, its files and its e-mail jobs in one transaction. On any failure the
 * transaction is rolled back and the files already written are removed, unless the commit's
 * outcome is unknown: then the row may be stored, and a retry of the same fill finds it.
 */
async function store(
  payload: Payload,
  form: SubmissionForm,
  values: Record<string, unknown>,
  files: Record<string, CheckedFile>,
  settings: NotificationSettings,
  now: Date,
): Promise<QueuedEmail[]> {
  const written: string[] = []
  try {
    return await inTransaction(payload, async (req) => {
      const fileIds = await storeAttachments(files, req, written)
      const derived = form.derive ? await form.derive(values, req) : {}
      const doc = await payload.create({
        collection: form.slug,
        data: { ...submissionDocument(form, values, now), ...derived, ...fileIds } as never,
        overrideAccess: true,
        context: { validatedSubmission: true },
        depth: 0,
        req,
      })
      return queueNotifications(form, values, doc.id, settings, req)
    })
  } catch (error) {
    if (!(error instanceof CommitOutcomeUnknownError)) await removeFiles(written)
    throw error
  }
}

/**
 * The endpoint of every public form: size limits, per-client rate limit, honeypot, validation
 * with the form's own schema, idempotency by the form fill's key, then one transaction that
 * stores the submission, its files and its e-mails. E-mails are sent after the response.
 */
export async function handleSubmission(
  request: Request,
  formName: string,
  {
    payload,
    afterResponse,
    notificationSettings = () => readNotificationSettings(payload),
    now = () => new Date(),
  }: SubmissionDependencies,
): Promise<Response> {
  if (!isFormName(formName)) return answer(404, { ok: false, message: 'Unknown form.' })
  const form = submissionForms[formName]

  try {
    checkDeclaredLength(request, maxBodyBytes(form))
    const limit = await consumeRateLimit(
      payload,
      'forms',
      `${formName}:${clientAddress(request.headers)}`,
    )
    if (!limit.allowed) return retryLater(limit.retryAfterSeconds)

    const body = await readSubmission(request, form)
    const values: Record<string, unknown> = isRecord(body.values) ? body.values : {}
    const files: Record<string, UploadedFile> = body.files

    const honeypot = values[honeypotField]
    if (typeof honeypot === 'string' && honeypot !== '') {
      payload.logger.info({ msg: `Honeypot filled on the ${formName} form; nothing stored` })
      return accepted()
    }

    const parsed = form.schema.safeParse({ ...values, ...files })
    if (!parsed.success) {
      return answer(400, {
        ok: false,
        message: 'Please correct the highlighted fields.',
        fieldErrors: fieldErrorsOf(parsed.error),
      })
    }
    const { checked, refused } = await checkAttachments(files, form.files ?? {})
    if (Object.keys(refused).length > 0) {
      return answer(400, {
        ok: false,
        message: Object.values(refused).join(' '),
        fieldErrors: refused,
      })
    }

    // A fill sent twice is refused by the key's unique index and answered as the first was.
    const submissionKey = String(parsed.data.submissionKey)
    const settings = await notificationSettings()
    let emails: QueuedEmail[]
    try {
      emails = await store(payload, form, parsed.data, checked, settings, now())
    } catch (error) {
      // A double submit racing this one stored the same fill first: answer as it was answered.
      // While the database is down this look-up fails too; the original error tells why.
      if (await findByKey(payload, form, submissionKey).catch(() => undefined)) return accepted()
      throw error
    }
    afterResponse(async () => {
      await sendQueuedEmails(payload, emails).catch((error: unknown) => {
        payload.logger.error({ err: error, msg: 'Sending form e-mails failed; retried later' })
      })
    })
    return accepted()
  } catch (error) {
    if (error instanceof RequestRefusal) {
      return answer(error.status, {
        ok: false,
        message: error.message,
        fieldErrors: error.fieldErrors,
      })
    }
    if (isDatabaseUnavailable(error)) {
      payload.logger.warn(
        `Refused a ${formName} submission, the database is unavailable: ${rootMessage(error)}`,
      )
      return unavailable()
    }
    payload.logger.error({ err: error, msg: `Storing a ${formName} submission failed` })
    return answer(500, {
      ok: false,
      message: 'We could not send your request. Please try again in a moment.',
    })
  }
}
