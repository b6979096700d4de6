import type { Payload } from 'payload'

import {
  attributionFromReferer,
  postedAttribution,
  sentFromOf,
} from '@/submissions/attribution/posted'
import { isFormName } from '@/submissions'
import { submissionForm } from '@/submissions/endpoints'
import { honeypotField } from '@/submissions/form/fill'
import { removeStoredFiles } from '@/server/storage/file-store'
import type { Locale } from '@/lib/site/locales'
import { formMessages } from '@/submissions/form/messages'
import { CommitOutcomeUnknownError, inTransaction } from '@/server/database/transaction'
import { queueEmails, sendQueuedEmails, type QueuedEmail } from '@/server/email'
import { hoursOfTeam, startClock } from '@/leads/clock/clock'
import { defaultOwnerOf, responseTargetOf } from '@/leads/clock/targets'
import { accountOfSender } from '@/leads/accounts/match'
import { routeLead, routingEmails } from '@/leads/routing'
import { readRoutingTable, type RoutingTable } from '@/leads/routing-table'
import { isDatabaseUnavailable, isForeignKeyViolation, rootMessage } from '@/server/database/errors'
import { clientAddress, consumeRateLimit } from '@/server/rate-limit'
import { deliverWebhooksSoon } from '@/webhooks/deliver'
import { queueLeadCreated } from '@/webhooks/lead-events'
import { readWebhookSubscriptions, type WebhookSubscription } from '@/webhooks/subscriptions'

import { checkAttachments, storeAttachments, type CheckedFile } from './attachments'
import type { SubmissionForm } from './form-entry'
import { insertSubmission } from './insert-submission'
import { formLocale, localizedOutcome } from './language'
import { fieldErrorsOf, submissionDocument } from './forms'
import {
  notificationEmails,
  readNotificationSettings,
  type NotificationSettings,
} from './notifications'
import { submissionReference } from '../reference'
import {
  checkDeclaredLength,
  readJsonBody,
  readMultipartBody,
  RequestRefusal,
  type UploadedFile,
} from './request-body'
import { maxAttachmentBytes, maxFormBodyBytes, maxValuesBytes } from './limits'
import type { FormName, SubmissionResponse } from './response'
import type { SubmissionOutcome } from './outcome'

export type SubmissionDependencies = {
  payload: Payload
  /** Runs work after the response is sent (Next's `after`); e-mails go out there. */
  afterResponse: (task: () => Promise<void>) => void
  /** Who the form e-mails go to; read from the database unless the caller has them cached. */
  notificationSettings?: () => Promise<NotificationSettings>
  /** The routing table; read from the database unless the caller has it cached. */
  routingTable?: () => Promise<RoutingTable>
  /** The active webhook endpoints; read from the database unless the caller has them cached. */
  webhookSubscriptions?: () => Promise<WebhookSubscription[]>
  now?: () => Date
}

/** Told to a bot that filled the honeypot, as if its fill was stored. */
const ignored: SubmissionOutcome = { ok: true }

const stored = (
  form: SubmissionForm,
  id: number,
  { confirmed }: { confirmed: boolean } = { confirmed: true },
): SubmissionOutcome => ({
  ok: true,
  reference: submissionReference(form.type, id),
  ...(!confirmed && { confirmationWithheld: true }),
})

const refused = (
  status: number,
  message: string,
  fieldErrors?: Record<string, string>,
): SubmissionOutcome => ({ ok: false, status, message, fieldErrors })

const { refusals } = formMessages

const tooManySubmissions = (seconds: number): SubmissionOutcome => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return {
    ok: false,
    status: 429,
    message: (minutes === 1 ? refusals.tooManyOne : refusals.tooMany).replace(
      '{minutes}',
      String(minutes),
    ),
    retryAfterSeconds: seconds,
  }
}

/** Seconds a client is asked to wait while the database is unreachable (a restart takes a few). */
const unavailableRetrySeconds = 5

/** The database is down or restarting: nothing was stored, and the same fill may be sent again. */
const databaseUnavailable: SubmissionOutcome = {
  ok: false,
  status: 503,
  message: refusals.unavailable,
  retryAfterSeconds: unavailableRetrySeconds,
}

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

/**
 * Stores the submission, its files, its owner (src/leads/routing.ts) and its e-mail jobs in one
 * transaction. The document is
 * complete and validated here, so it goes straight to its row (insertSubmission). On any failure the
 * transaction is rolled back and the files already written are removed, unless the commit's
 * outcome is unknown: then the row may be stored, and a retry of the same fill finds it.
 */
async function store(
  payload: Payload,
  form: SubmissionForm,
  values: Record<string, unknown>,
  files: Record<string, CheckedFile>,
  {
    settings,
    routingTable,
    webhookSubscriptions,
  }: {
    settings: NotificationSettings
    routingTable: RoutingTable
    webhookSubscriptions: WebhookSubscription[]
  },
  now: Date,
  locale: Locale,
): Promise<{ id: number; emails: QueuedEmail[]; confirmed: boolean; webhooks: number }> {
  const written: string[] = []
  try {
    return await inTransaction(payload, async (req) => {
      const fileIds = await storeAttachments(files, req, written)
      const derived = form.derive ? await form.derive(values, req) : {}
      const sender = form.visitor(values)
      const lead = {
        ...submissionDocument(form, values, now, locale),
        ...derived,
        ...fileIds,
        ...accountOfSender(sender.email, routingTable),
      }
      const routing = await routeLead(
        form.type,
        lead,
        routingTable,
        req,
        defaultOwnerOf(settings, form.type),
      )
      const { hours } = hoursOfTeam(routing.team, settings.timeZone)
      const target = responseTargetOf(settings, form.type)
      const clock = startClock(target, hours, now, routing.owner !== undefined)
      const owner = routing.owner?.id ?? null
      // The rule is kept when it found no one too: the admins' digest names it.
      const routed = { owner, routedTo: owner, routingRule: routing.rule?.name ?? null }
      const id = await insertSubmission(
        payload,
        form.type.slug,
        { ...lead, ...routed, ...clock },
        req,
      )
      const from = sender.name
      const notifications = await notificationEmails(form, values, id, settings, req, locale)
      const assignment = routingEmails(form.type, { id, from }, routing)
      const emails = await queueEmails(req, [...notifications.emails, ...assignment])
      const created = { ...lead, ...routed, id, createdAt: now }
      const webhooks = await queueLeadCreated(
        req,
        webhookSubscriptions,
        form.type,
        created,
        routing.owner,
      )
      return { id, emails, confirmed: notifications.confirmed, webhooks }
    })
  } catch (error) {
    if (!(error instanceof CommitOutcomeUnknownError))
      await removeStoredFiles(payload, { 'application-files': written })
    throw error
  }
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
 * idempotency by the fill's key, then one transaction that stores the submission, its files and
 * its e-mails. E-mails are sent after the response.
 */
export async function acceptSubmission(
  formName: FormName,
  body: SubmissionBody,
  {
    payload,
    afterResponse,
    notificationSettings = () => readNotificationSettings(payload),
    routingTable = () => readRoutingTable(payload),
    webhookSubscriptions = () => readWebhookSubscriptions(payload),
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
  if (!parsed.success) {
    return refused(400, refusals.correctFields, fieldErrorsOf(parsed.error))
  }
  const { checked, refused: refusedFiles } = await checkAttachments(files, form.files ?? {})
  if (Object.keys(refusedFiles).length > 0) {
    return refused(400, Object.values(refusedFiles).join(' '), refusedFiles)
  }

  // A fill sent twice is refused by the key's unique index and answered as the first was.
  const submissionKey = String(parsed.data.submissionKey)
  const [settings, table, subscriptions] = await Promise.all([
    notificationSettings(),
    routingTable(),
    webhookSubscriptions(),
  ])
  const at = now()
  const attribution = {
    ...(postedAttribution.parse(values.attribution) ?? attributionFromReferer(body.referer, at)),
    sentFrom: sentFromOf(values.sentFrom, body.referer),
  }
  const storeWith = (routing: RoutingTable) =>
    store(
      payload,
      form,
      { ...parsed.data, attribution },
      checked,
      { settings, routingTable: routing, webhookSubscriptions: subscriptions },
      at,
      body.locale,
    )
  let row: Awaited<ReturnType<typeof store>>
  try {
    row = await storeWith(table).catch(async (error: unknown) => {
      // The cached table named an account deleted since: route again by the database's.
      if (!isForeignKeyViolation(error)) throw error
      return storeWith(await readRoutingTable(payload))
    })
  } catch (error) {
    // A double submit racing this one stored the same fill first: answer with its reference.
    // While the database is down this look-up fails too; the original error tells why.
    const first = await findByKey(payload, form, submissionKey).catch(() => undefined)
    if (first) return stored(form, first.id)
    throw error
  }
  const { id, emails, confirmed, webhooks } = row
  // Sent by a sweep of their own, never inside this request: a slow receiver delays no one.
  if (webhooks > 0) afterResponse(async () => deliverWebhooksSoon(payload))
  afterResponse(async () => {
    await sendQueuedEmails(payload, emails).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: 'Sending form e-mails failed; retried later' })
    })
  })
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
