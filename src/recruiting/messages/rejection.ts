import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import { hoursOfOwner, stopClock } from '@/desk/clock/clock'
import { replyAddress } from '@/desk/replies/reply'
import { addBusinessMinutes, workingDayMinutes } from '@/desk/teams/business-hours'
import { statusLabel } from '@/desk/status/workflow'
import { isLocale, type Locale } from '@/lib/site/locales'
import { inTransaction } from '@/server/database/transaction'
import { queueEmails } from '@/server/email'
import { submissionReference } from '@/submissions/reference'

import { jobApplicationType, postingTitle } from './acknowledgement'
import { jobApplicationSlug } from './purposes'
import { rejectionDelayDaysOf } from './settings'
import { fillCandidatePlaceholders, rejectionTemplate } from './templates'

/** What a rejection e-mail is refused with: said to whoever asked, never a 500. */
export class RejectionRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

/** An application as this module reads it: the fields today's desk has, and the stages' when they land. */
type Application = {
  id: number
  status?: string | null
  stage?: string | null
  rejectionReason?: string | null
  owner?: number | { id: number } | null
  language?: string | null
  email?: string | null
  firstName?: string | null
  position?: string | null
  job?: number | { id: number } | null
}

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)

const languageOf = (application: Application): Locale =>
  application.language && isLocale(application.language) ? application.language : 'en'

/** The rejection e-mail waiting to go for an application, if one is. */
export async function scheduledRejectionOf(req: PayloadRequest, application: number) {
  const { docs } = await req.payload.find({
    collection: 'rejection-emails',
    where: { and: [{ application: { equals: application } }, { state: { equals: 'scheduled' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/**
 * When a rejection made now goes out: the delay of Site settings, in business days of the team of
 * the application's owner.
 */
export async function rejectionDueAt(
  req: PayloadRequest,
  owner: number | null,
  now: Date,
): Promise<Date> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    select: { recruiting: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const days = rejectionDelayDaysOf(settings)
  if (days === 0) return now
  const { hours } = await hoursOfOwner(req, owner)
  return addBusinessMinutes(hours, now, days * workingDayMinutes(hours))
}

/**
 * Schedules the rejection e-mail of an application set to `rejected`: its reason's template in the
 * candidate's language goes out at its due time, with a Message-ID fixed now, so that a send
 * repeated after a restart carries the same one. What the application was before is kept, for a
 * cancellation to put it back.
 */
export async function scheduleRejection(
  req: PayloadRequest,
  application: Application,
  before: Application | undefined,
  reason: string | null | undefined,
  now = new Date(),
) {
  const waiting = await scheduledRejectionOf(req, application.id)
  if (waiting) return waiting
  const type = jobApplicationType()
  const owner = idOf(application.owner)
  const from = (await replyAddress(req, type, owner)) ?? 'localhost'
  const reference = submissionReference(type, application.id)
  const domain = from.split('@')[1] ?? 'localhost'
  const sender = req.user?.collection === 'users' ? req.user.id : undefined
  return req.payload.create({
    collection: 'rejection-emails',
    data: {
      application: application.id,
      reason: reason?.trim() || undefined,
      language: languageOf(application),
      dueAt: (await rejectionDueAt(req, owner, now)).toISOString(),
      state: 'scheduled',
      previousStatus: before?.status && before.status !== 'rejected' ? before.status : undefined,
      previousStage: before?.stage ?? undefined,
      messageId: `<${reference.toLowerCase()}.rejection.${randomUUID()}@${domain}>`,
      scheduledBy: sender,
    },
    overrideAccess: true,
    req,
  })
}

/** Drops the waiting rejection e-mail of an application moved out of `rejected` by other means. */
export async function dropScheduledRejection(req: PayloadRequest, application: number) {
  const waiting = await scheduledRejectionOf(req, application)
  if (!waiting) return
  await req.payload.update({
    collection: 'rejection-emails',
    id: waiting.id,
    data: { state: 'cancelled', cancelledBy: req.user?.id },
    overrideAccess: true,
    req,
  })
}

/**
 * Cancels an application's rejection e-mail before it goes: the application goes back to the
 * status (and stage) it had, as the person cancelling (their access applies), and its timeline
 * says so. Refused once the e-mail has gone or was cancelled.
 */
export async function cancelRejection(req: PayloadRequest, application: number) {
  const waiting = await scheduledRejectionOf(req, application)
  if (!waiting) {
    throw new RejectionRefusal(
      'There is no rejection e-mail waiting: it has been sent or cancelled already.',
      409,
    )
  }
  await req.payload.update({
    collection: 'rejection-emails',
    id: waiting.id,
    data: { state: 'cancelled', cancelledBy: req.user?.id },
    overrideAccess: true,
    req,
  })
  const status = waiting.previousStatus ?? 'new'
  const current = (await req.payload.findByID({
    collection: jobApplicationSlug,
    id: application,
    depth: 0,
    overrideAccess: true,
    req,
  })) as unknown as Application
  await req.payload.update({
    collection: jobApplicationSlug,
    id: application,
    data: {
      status,
      ...('stage' in current && waiting.previousStage ? { stage: waiting.previousStage } : {}),
      ...('rejectionReason' in current ? { rejectionReason: null } : {}),
    } as never,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  await req.payload.create({
    collection: 'lead-activities',
    data: {
      submissionCollection: jobApplicationSlug,
      submissionId: application,
      kind: 'note',
      author: req.user?.id,
      text: `Rejection e-mail cancelled before it was sent. The application is back to ${statusLabel(status)}.`,
    },
    overrideAccess: true,
    req,
  })
}

/**
 * Sends one rejection e-mail that has come due, in the transaction of `req`: its template filled
 * in, kept on the application's timeline with its Message-ID (for the candidate's answer to be
 * filed there), and queued as a 'sendEmail' job, which retries it until the mail server takes it.
 * Whether it was still waiting.
 */
async function sendRejection(req: PayloadRequest, id: number, now: Date): Promise<boolean> {
  const rejection = await req.payload.findByID({
    collection: 'rejection-emails',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (rejection.state !== 'scheduled') return false
  const type = jobApplicationType()
  const applicationId = idOf(rejection.application as number | { id: number } | null)
  const application = (applicationId === null
    ? null
    : await req.payload
        .findByID({
          collection: jobApplicationSlug,
          id: applicationId,
          depth: 0,
          overrideAccess: true,
          req,
        })
        .catch(() => null)) as unknown as Application | null
  const language = isLocale(rejection.language) ? rejection.language : 'en'
  if (applicationId === null || !application?.email) {
    // Erased meanwhile: nobody to write to.
    await req.payload.update({
      collection: 'rejection-emails',
      id,
      data: { state: 'cancelled' },
      overrideAccess: true,
      req,
    })
    return false
  }
  const owner = idOf(application.owner)
  const from = await replyAddress(req, type, owner)
  const senderId = idOf(rejection.scheduledBy as number | { id: number } | null)
  const sender =
    senderId == null
      ? null
      : await req.payload
          .findByID({ collection: 'users', id: senderId, depth: 0, overrideAccess: true, req })
          .catch(() => null)
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    select: { siteName: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const reference = submissionReference(type, applicationId)
  const senderName =
    sender?.displayName ??
    `${settings.siteName} ${language === 'fr' ? '— recrutement' : 'recruiting'}`
  const template = await rejectionTemplate(req, language, rejection.reason)
  const values = {
    name: application.firstName ?? '',
    reference,
    sender: senderName,
    position: (await postingTitle(req, application.job, language)) ?? application.position ?? '',
    replyWithin: '',
    siteName: settings.siteName,
  }
  const filled = fillCandidatePlaceholders(template.subject, values)
  const subject = filled.includes(reference) ? filled : `${filled} [${reference}]`
  const text = fillCandidatePlaceholders(template.body, values)
  const fromHeader = from ? `"${senderName.replace(/["\\\r\n]/g, '')}" <${from}>` : undefined
  await req.payload.create({
    collection: 'lead-activities',
    data: {
      submissionCollection: jobApplicationSlug,
      submissionId: applicationId,
      kind: 'emailSent',
      author: senderId ?? undefined,
      subject,
      text,
      fromAddress: fromHeader,
      emailAddress: application.email,
      messageId: rejection.messageId,
    },
    overrideAccess: true,
    req,
  })
  await stopClock(req, type, applicationId, now)
  await queueEmails(
    req,
    [
      {
        to: application.email,
        subject,
        text,
        ...(fromHeader && { from: fromHeader }),
        ...(from && { replyTo: from }),
        messageId: rejection.messageId,
      },
    ],
    { sentBy: 'schedule' },
  )
  await req.payload.update({
    collection: 'rejection-emails',
    id,
    data: { state: 'sent', sentAt: now.toISOString() },
    overrideAccess: true,
    req,
  })
  return true
}

/** How many due rejections are read at a time. */
const dueBatch = 100

/**
 * Sends every rejection e-mail due by `now`, each in a transaction of its own: one that fails
 * stays waiting for the next run, and a restart loses none (a sent one is marked sent with its
 * e-mail queued, or neither). How many went.
 */
export async function sendDueRejections(payload: Payload, now = new Date()): Promise<number> {
  const due: Where = {
    and: [{ state: { equals: 'scheduled' } }, { dueAt: { less_than_equal: now.toISOString() } }],
  }
  let sent = 0
  const failed = new Set<number>()
  for (;;) {
    const { docs } = await payload.find({
      collection: 'rejection-emails',
      where: failed.size > 0 ? { and: [due, { id: { not_in: [...failed] } }] } : due,
      sort: 'dueAt',
      limit: dueBatch,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    if (docs.length === 0) return sent
    for (const { id } of docs) {
      try {
        if (await inTransaction(payload, (req) => sendRejection(req, id, now))) sent += 1
      } catch (error) {
        failed.add(id)
        payload.logger.error({ err: error, msg: `Rejection e-mail ${id} could not be queued` })
      }
    }
  }
}
