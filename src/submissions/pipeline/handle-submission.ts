import type { Payload } from 'payload'

import {
  attributionFromReferer,
  postedAttribution,
  sentFromOf,
} from '@/submissions/attribution/posted'
import { isFormName } from '@/submissions'
import { submissionForm } from '@/submissions/endpoints'
import { honeypotField } from '@/submissions/form/fill'
import type { Locale } from '@/lib/site/locales'
import { formMessages } from '@/submissions/form/messages'
import { sendAfterCommit } from '@/server/email'
import { isDatabaseUnavailable, rootMessage } from '@/server/database/errors'
import { clientAddress, consumeRateLimit } from '@/server/rate-limit'

import { checkAttachments } from './attachments'
import type { SubmissionForm } from './form-entry'
import { formLocale, localizedOutcome } from './language'
import { fieldErrorsOf } from './forms'
import { readNotificationSettings, type NotificationSettings } from './notifications'
import {
  checkDeclaredLength,
  readJsonBody,
  readMultipartBody,
  RequestRefusal,
  type UploadedFile,
} from './request-body'
import { maxAttachmentBytes, maxFormBodyBytes, maxValuesBytes } from './limits'
import {
  databaseUnavailable,
  ignored,
  refused,
  stored,
  tooManySubmissions,
  type SubmissionOutcome,
} from './outcome'
import type { FormName, SubmissionResponse } from './response'
import {
  checkedBySteps,
  intakeStepsOf,
  prepareRead,
  type IntakeStep,
  type PrepareRead,
} from './steps'
import { storeSubmission, type PreparedSteps, type StoredRow } from './store'

export type SubmissionDependencies = {
  payload: Payload
  /** Runs work after the response is sent (Next's `after`); e-mails go out there. */
  afterResponse: (task: () => Promise<void>) => void
  /** Who the form e-mails go to; read from the database unless the caller has them cached. */
  notificationSettings?: () => Promise<NotificationSettings>
  /** Inside a Next request: the intake steps may read what they need from Next's cache. */
  cached?: boolean
  /** What follows the storing; payload.config.ts's list unless told. */
  steps?: readonly IntakeStep[]
  now?: () => Date
}

const { refusals } = formMessages

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
    collection: form.type.slug,
    where: { submissionKey: { equals: submissionKey } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

function prepareSteps(
  payload: Payload,
  steps: readonly IntakeStep[],
  read: PrepareRead,
  type: SubmissionForm['type'],
) {
  return Promise.all(
    steps.map(async (step) => ({ step, prepared: await step.prepare(payload, read, type) })),
  )
}

/**
 * The rate limit of one client on one form, counted before anything of the body is read: a
 * refused client costs one counter update, not a parsed upload.
 */
export async function admitClient(
  payload: Payload,
  formName: FormName,
  client: string,
): Promise<SubmissionOutcome | undefined> {
  const limit = await consumeRateLimit('forms', `${formName}:${client}`)
  return limit.allowed ? undefined : tooManySubmissions(limit.retryAfterSeconds)
}

/**
 * What the visitor sent: the form's values, the files of its file fields, its language, and the
 * address of the page it was sent from (the browser's `Referer`), for its attribution.
 */
export type SubmissionBody = {
  values: unknown
  files: Record<string, UploadedFile>
  locale: Locale
  referer?: string | null
}

/**
 * Every public form ends here, sent by its script (the endpoint below) or without one (the
 * form's server action): honeypot, validation with the form's own schema, the files' real type,
 * idempotency by the fill's key, then one transaction that stores the submission, its files, what
 * the intake steps add (steps.ts) and its e-mails. E-mails are sent after the response.
 */
export async function acceptSubmission(
  formName: FormName,
  body: SubmissionBody,
  {
    payload,
    afterResponse,
    notificationSettings = () => readNotificationSettings(payload),
    cached = false,
    steps = intakeStepsOf(payload),
    now = () => new Date(),
  }: SubmissionDependencies,
): Promise<SubmissionOutcome> {
  const form = await submissionForm(formName)
  const values: Record<string, unknown> = isRecord(body.values) ? body.values : {}
  const files = body.files

  const honeypot = values[honeypotField]
  if (typeof honeypot === 'string' && honeypot !== '') {
    payload.logger.info({ msg: `Honeypot filled on the ${formName} form; nothing stored` })
    return ignored
  }

  const parsed = form.schema.safeParse({ ...values, ...files })
  const read = prepareRead(cached)
  const refusedBySteps = await checkedBySteps(
    steps,
    { type: form.type, values, locale: body.locale },
    payload,
    read,
  )
  if (!parsed.success || refusedBySteps) {
    // A field both refuse is told the rule's message.
    const refusedByRules = parsed.success ? {} : fieldErrorsOf(parsed.error)
    return refused(400, refusals.correctFields, { ...refusedBySteps, ...refusedByRules })
  }
  const { checked, refused: refusedFiles } = await checkAttachments(files, form.files ?? {})
  if (Object.keys(refusedFiles).length > 0) {
    return refused(400, Object.values(refusedFiles).join(' '), refusedFiles)
  }

  // A fill sent twice is refused by the key's unique index and answered as the first was.
  const submissionKey = String(parsed.data.submissionKey)
  const [settings, prepared] = await Promise.all([
    notificationSettings(),
    prepareSteps(payload, steps, read, form.type),
  ])
  const at = now()
  const attribution = {
    ...(postedAttribution.parse(values.attribution) ?? attributionFromReferer(body.referer, at)),
    sentFrom: sentFromOf(values.sentFrom, body.referer),
  }
  const storeWith = (preparedSteps: PreparedSteps): Promise<StoredRow> =>
    storeSubmission(
      payload,
      form,
      { ...parsed.data, attribution },
      checked,
      { settings, steps: preparedSteps },
      at,
      body.locale,
    )
  let row: StoredRow
  try {
    row = await storeWith(prepared).catch(async (error: unknown) => {
      // A step's cached read was out of date (an account deleted since): read again, once.
      if (!cached || !steps.some((step) => step.isStale?.(error))) throw error
      return storeWith(await prepareSteps(payload, steps, prepareRead(false), form.type))
    })
  } catch (error) {
    // A double submit racing this one stored the same fill first: answer with its reference.
    // While the database is down this look-up fails too; the original error tells why.
    const first = await findByKey(payload, form, submissionKey).catch(() => undefined)
    if (first) return stored(form, first.id)
    throw error
  }
  const { id, emails, confirmed } = row
  for (const task of row.afterResponse) afterResponse(task)
  afterResponse(() => sendAfterCommit(payload, emails))
  return stored(form, id, { confirmed })
}

/** What the visitor is told when taking the submission failed before an outcome was reached. */
export function failedSubmission(
  payload: Payload,
  formName: FormName,
  error: unknown,
): SubmissionOutcome {
  if (error instanceof RequestRefusal) {
    return refused(error.status, error.message, error.fieldErrors)
  }
  if (isDatabaseUnavailable(error)) {
    payload.logger.warn(
      `Refused a ${formName} submission, the database is unavailable: ${rootMessage(error)}`,
    )
    return databaseUnavailable
  }
  payload.logger.error({ err: error, msg: `Storing a ${formName} submission failed` })
  return refused(500, refusals.failed)
}

/**
 * A JSON answer, never stored by caches and not to be compressed: the server's compression
 * would set up a gzip stream for every 12-byte answer (a tenth of the endpoint's CPU time).
 */
function answer(outcome: SubmissionOutcome): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store, no-transform' }
  if (outcome.ok) {
    const { ok, reference, confirmationWithheld } = outcome
    const body: SubmissionResponse = { ok, reference, confirmationWithheld }
    return Response.json(body, { status: 201, headers })
  }
  if (outcome.retryAfterSeconds) headers['Retry-After'] = String(outcome.retryAfterSeconds)
  const body: SubmissionResponse = {
    ok: false,
    message: outcome.message,
    fieldErrors: outcome.fieldErrors,
  }
  return Response.json(body, { status: outcome.status, headers })
}

/**
 * POST /api/forms/{form}, where the forms send once their scripts run: JSON, or multipart with
 * the values as JSON beside the files. Size limits and the rate limit come before the body.
 */
export async function handleSubmission(
  request: Request,
  formName: string,
  dependencies: SubmissionDependencies,
): Promise<Response> {
  if (!isFormName(formName)) return answer(refused(404, 'Unknown form.'))
  const { payload } = dependencies
  const form = await submissionForm(formName)
  // The form's page says which language it is in; the answer is in that language.
  const locale = formLocale(request.headers.get('content-language'))
  const answerInLanguage = (outcome: SubmissionOutcome) =>
    answer(localizedOutcome(outcome, form, locale))
  try {
    checkDeclaredLength(request, maxFormBodyBytes(Object.keys(form.files ?? {}).length))
    const limited = await admitClient(payload, formName, clientAddress(request.headers))
    if (limited) return answerInLanguage(limited)
    const body = {
      ...(await readSubmission(request, form)),
      locale,
      referer: request.headers.get('referer'),
    }
    return answerInLanguage(await acceptSubmission(formName, body, dependencies))
  } catch (error) {
    return answerInLanguage(failedSubmission(payload, formName, error))
  }
}
