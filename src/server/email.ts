import { randomUUID } from 'node:crypto'

import { inArray } from '@payloadcms/db-postgres/drizzle'
import type { EmailAdapter, Payload, PayloadRequest, SanitizedConfig } from 'payload'

import { postgres } from './database/adapter'
import { transactionDatabase } from './database/transaction'
import { deliveriesInWorker, wakeDeliveriesWorker } from './deliveries'
import { siteUrl } from './env'
import { fileStore } from './storage/file-store'

/** SMTP settings from the environment, or undefined to only log that e-mails were not sent. */
export function smtpTransportOptions() {
  const host = process.env.SMTP_HOST
  if (!host) return undefined
  return {
    host,
    port: Number(process.env.SMTP_PORT || 587),
    secure: process.env.SMTP_SECURE === 'true',
    auth: process.env.SMTP_USER
      ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD }
      : undefined,
    // Bounded well under the direct-send window (notifications.ts): a hung mail server fails the
    // send, and the queued job retries it later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

type UnsentEmail = Parameters<ReturnType<EmailAdapter>['sendEmail']>[0]

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** An HTML e-mail (Payload's own: verification, password reset) as text, each link's address kept. */
export function htmlAsText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const addresses = (value: UnsentEmail['to']): string =>
  [value ?? []]
    .flat()
    .map((each) => (typeof each === 'string' ? each : each.address))
    .join(', ')

/**
 * What the log says of an e-mail that no mail server sends. In production: its subject alone,
 * which carries a reference and never a visitor's text. In development, the whole e-mail, so that
 * a developer can follow its links (verification, invitation, password reset, market report).
 */
export function unsentEmailLog(message: UnsentEmail, { whole }: { whole: boolean }): string {
  const heading = `E-mail not sent (no mail server configured): "${message.subject}"`
  if (!whole) return heading
  const body =
    typeof message.text === 'string'
      ? message.text
      : typeof message.html === 'string'
        ? htmlAsText(message.html)
        : ''
  return [
    heading,
    ...(message.from ? [`From: ${addresses(message.from)}`] : []),
    `To: ${addresses(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${addresses(message.replyTo)}`] : []),
    ...(message.messageId ? [`Message-ID: ${message.messageId}`] : []),
    '',
    body,
  ].join('\n')
}

/** Whether e-mails that no mail server sends are logged whole: in development only (`npm run dev`). */
const logsEmailsWhole = () => process.env.NODE_ENV === 'development'

/**
 * Without a mail server (development, tests), e-mails are only logged, whole in development
 * (unsentEmailLog); never through Payload's own console adapter, which logs the visitor's address
 * at info level in production too.
 */
export const logOnlyEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log-only',
  defaultFromAddress: process.env.EMAIL_FROM || 'no-reply@localhost',
  defaultFromName: process.env.EMAIL_FROM_NAME || 'Website',
  sendEmail: async (message) => {
    payload.logger.info(unsentEmailLog(message, { whole: logsEmailsWhole() }))
  },
})

/**
 * Base of the back-off between attempts to send a failed e-mail: the wait doubles with each
 * attempt, so at the default 30 s the attempts span hours of a mail server's outage.
 * EMAIL_RETRY_DELAY_SECONDS changes it, e.g. for tests.
 */
export function emailRetryDelayMs(): number {
  const seconds = Number(process.env.EMAIL_RETRY_DELAY_SECONDS)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 30) * 1000
}

/** What a 'sendEmail' job sends. */
export type EmailInput = {
  to: string
  subject: string
  text: string
  replyTo?: string
  /** Else the site's address (EMAIL_FROM); a lead's reply goes from its team's. */
  from?: string
  /**
   * Fixed when it is queued (queueEmails), so that an e-mail sent again after a crash in mid-send
   * carries the same Message-ID, which mail clients use to drop the repeat; kept where an answer
   * must be matched to what was sent (a lead's reply).
   */
  messageId?: string
  /** The HTML part, beside `text` (a lead's reply written in the editor). */
  html?: string
  /** Copies, comma-separated. */
  cc?: string
  bcc?: string
  /** Stored files that go with it, read from the file store as it is sent. */
  attachments?: { key: string; filename: string }[]
}

/**
 * What the e-mail adapter sends for a queued e-mail: its attachments read from the answer files'
 * store (a lead's files), so that the queue holds their keys and never their bytes. A file gone
 * meanwhile (the lead erased) fails the send.
 */
export async function emailMessage(payload: Payload, input: EmailInput) {
  const { attachments, cc, bcc, html, ...message } = input
  const store = fileStore(payload, 'answer-files')
  const files = await Promise.all(
    (attachments ?? []).map(async ({ key, filename }) => {
      const stream = await store.read(key)
      if (!stream) throw new Error(`attachment ${key} is no longer stored`)
      return { filename, content: Buffer.from(await new Response(stream).arrayBuffer()) }
    }),
  )
  return {
    ...message,
    ...(html && { html }),
    ...(cc && { cc }),
    ...(bcc && { bcc }),
    ...(files.length > 0 && { attachments: files }),
  }
}

/** An e-mail queued as a 'sendEmail' job: its job's id and what it sends. */
export type QueuedEmail = { id: number; input: EmailInput }

/**
 * How long a queued e-mail is left to the direct send after the response before Payload's job
 * schedule may take it: longer than a send can take (the SMTP timeouts above), so the two never
 * send the same e-mail.
 */
export const directSendWindowMs = 60_000

/**
 * Queues e-mails as 'sendEmail' jobs in the request's transaction: they exist only if the work
 * they tell of is committed, and a mail server that is down only delays them. They are sent right
 * after the response (sendQueuedEmails); the jobs are the fallback, run by the schedule once the
 * direct-send window has passed. One INSERT: what payload.jobs.queue stores for each, without its
 * read-back of every row (a third of a form submission's queries and CPU).
 */
export async function queueEmails(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  emails: EmailInput[],
  { sentBy = 'response' }: { sentBy?: 'response' | 'schedule' } = {},
): Promise<QueuedEmail[]> {
  if (emails.length === 0) return []
  const adapter = postgres(req.payload)
  const db = await transactionDatabase(adapter, req)
  // Left to the direct send for its window, or (from a job, with no response) to the schedule.
  const waitUntil = new Date(
    Date.now() + (sentBy === 'response' ? directSendWindowMs : 0),
  ).toISOString()
  // Payload's own job table, by the adapter's handle: src/server sits below the generated schema.
  const jobs = adapter.tables.payload_jobs
  const domain = new URL(siteUrl()).hostname
  const inputs = emails.map((input) => ({
    ...input,
    messageId: input.messageId ?? `<${randomUUID()}@${domain}>`,
  }))
  const rows = await db
    .insert(jobs)
    .values(inputs.map((input) => ({ input, taskSlug: 'sendEmail', waitUntil })))
    .returning({ id: jobs.id })
  return rows.map((row, index) => ({ id: row.id as number, input: inputs[index] }))
}

/**
 * How long sent e-mails' jobs wait to be taken off the queue together: one DELETE for all the
 * e-mails sent meanwhile (under load, dozens of submissions'), not one per submission. Far
 * shorter than the direct-send window, so the schedule never takes a job already sent.
 */
const sentJobsBatchMs = 200

type SentBatch = { ids: number[]; deleted: Promise<void> }
const sentBatches = new WeakMap<Payload, SentBatch>()

/** Takes sent jobs off the queue with those of the current batch; resolves once they are gone. */
function takeOffQueue(payload: Payload, ids: number[]): Promise<void> {
  let batch = sentBatches.get(payload)
  if (!batch) {
    const ids: SentBatch['ids'] = []
    const deleted = new Promise((resolve) => setTimeout(resolve, sentJobsBatchMs)).then(
      async () => {
        sentBatches.delete(payload)
        const adapter = postgres(payload)
        const jobs = adapter.tables.payload_jobs
        await adapter.drizzle.delete(jobs).where(inArray(jobs.id, ids))
      },
    )
    batch = { ids, deleted }
    sentBatches.set(payload, batch)
  }
  batch.ids.push(...ids)
  return batch.deleted
}

/**
 * Sends queued e-mails now, without Payload's job runner (a tenth of the cost), and takes each
 * one sent off the queue (takeOffQueue). One that fails stays queued: the job schedule retries
 * it, with back-off, once the direct-send window has passed.
 */
export async function sendQueuedEmails(payload: Payload, emails: QueuedEmail[]): Promise<void> {
  await sendEach(payload, emails)
}

/** Sends each e-mail, takes those sent off the queue, and returns the ids of those that failed. */
async function sendEach(payload: Payload, emails: QueuedEmail[]): Promise<number[]> {
  const sent: number[] = []
  const failed: number[] = []
  for (const { id, input } of emails) {
    try {
      await payload.sendEmail(await emailMessage(payload, input))
      sent.push(id)
    } catch (error) {
      failed.push(id)
      const reason = error instanceof Error ? error.message : String(error)
      payload.logger.warn(`Sending e-mail job ${id} failed (${reason}); retried later`)
    }
  }
  if (sent.length > 0) await takeOffQueue(payload, sent)
  return failed
}

/** The request context key under which a REST write's hooks leave the e-mails they queued. */
const queuedForResponseKey = 'emailsQueuedForResponse'

/**
 * Queues e-mails in the request's transaction (queueEmails) for a collection's REST write to
 * send once it is committed (withEmailsSentAfterWrites); after a Local API call, the job schedule
 * sends them.
 */
export async function queueEmailsForResponse(
  req: PayloadRequest,
  emails: EmailInput[],
): Promise<void> {
  const queued = await queueEmails(req, emails)
  req.context[queuedForResponseKey] = [...emailsQueuedForResponse(req), ...queued]
}

const emailsQueuedForResponse = (req: PayloadRequest): QueuedEmail[] => {
  const queued = req.context[queuedForResponseKey]
  return Array.isArray(queued) ? (queued as QueuedEmail[]) : []
}

/**
 * Sends e-mails queued by a committed write: here, or by waking the deliveries worker when there
 * is one (src/server/deliveries.ts). A failed one is retried by the job schedule.
 */
export async function sendAfterCommit(payload: Payload, emails: QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return
  if (deliveriesInWorker()) return wakeDeliveriesWorker(payload)
  await sendQueuedEmails(payload, emails).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'Sending e-mails failed; retried later' })
  })
}

/** sendAfterCommit, without waiting for it. */
export function sendInBackground(payload: Payload, emails: QueuedEmail[]): void {
  void sendAfterCommit(payload, emails)
}

/** How many e-mails the worker takes from the queue at a time. */
const directBatchSize = 50

/**
 * The deliveries worker's direct send: takes the e-mails still in their direct-send window that no
 * worker has claimed (a HOT update, see withEmailClaims in src/jobs/send-email.ts; Payload's
 * runner never takes a job before its window has passed), sends them and takes them off the
 * queue. One that fails is handed to the job schedule at once, which retries it with back-off;
 * one whose worker dies in mid-send is sent by the schedule once its window has passed, with the
 * same Message-ID. How many it took.
 */
export async function sendWaitingEmails(payload: Payload, now = new Date()): Promise<number> {
  const pool = postgres(payload).pool
  const { rows } = await pool.query<{ id: number; input: EmailInput }>(
    `UPDATE payload_jobs SET claimed_at = $1
      WHERE id IN (
        SELECT id FROM payload_jobs
         WHERE task_slug = 'sendEmail' AND claimed_at IS NULL AND NOT processing
           AND completed_at IS NULL AND total_tried = 0 AND wait_until > $1
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id, input`,
    [now.toISOString(), directBatchSize],
  )
  const failed = await sendEach(payload, rows)
  if (failed.length > 0) {
    await pool.query('UPDATE payload_jobs SET wait_until = $2 WHERE id = ANY($1)', [
      failed,
      now.toISOString(),
    ])
  }
  return rows.length
}

/**
 * Every collection's REST handlers send what their hooks queued with queueEmailsForResponse once
 * the write is committed, which no hook of Payload's runs after: an invitation on creating an
 * account, an assignment on reassigning a lead.
 */
export function withEmailsSentAfterWrites(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.endpoints) continue
    // New endpoint objects: Payload's default ones are shared by every collection.
    collection.endpoints = collection.endpoints.map((endpoint) =>
      endpoint.method === 'get'
        ? endpoint
        : {
            ...endpoint,
            handler: async (req) => {
              const response = await endpoint.handler(req)
              if (response.status < 400) sendInBackground(req.payload, emailsQueuedForResponse(req))
              return response
            },
          },
    )
  }
  return config
}
