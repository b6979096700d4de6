import type { PayloadRequest } from 'payload'

import { changerNames, findStatusHistory } from '@/desk/status/history'
import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import { queueEmailsForResponse } from '@/server/email'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionForm } from '@/submissions/endpoints'
import { answerLines } from '@/submissions/pipeline/notifications'
import { submissionReference } from '@/submissions/reference'

import { leadUrl } from '../links'
import { sanitizedEmailHtml } from '../replies/email/html'
import { fileSize } from '../replies/inbox/attachments'
import { stopClock } from '../clock/clock'
import type { StageMove } from '../status/stage-move'
import { resolveMentions } from './mentions'
import { isStaffEntryKind, maxEntryLength, type ActivityKind } from './kinds'

type Type = SubmissionTypeOf<SubmissionSlug>

/** One line of a lead's timeline, as its page shows it. */
export type LeadTimelineEntry = {
  key: string
  /** The entry's own id, for what staff do with it (accept or discard a held e-mail). */
  id?: number
  kind: 'received' | 'status' | ActivityKind
  at: string
  /** Who did it; none for what the site did (an arrival, routing). */
  who: string | null
  text?: string | null
  /** An assignment's new owner (null: back to the queue). */
  owner?: string | null
  fromStatus?: string | null
  toStatus?: string
  /** A move between a feature's finer stages, with the names they had. */
  stageMove?: StageMove | null
  /** What the visitor sent, for the arrival. */
  answers?: string[]
  /** An e-mail's subject and the visitor's address it went to or came from. */
  subject?: string | null
  emailAddress?: string | null
  /** An e-mail sent: its From header, copies and HTML (sanitized again as it is read). */
  from?: string | null
  cc?: string | null
  bcc?: string | null
  html?: string | null
  /** The attachments of an e-mail, received or sent: their names, sizes and download links. */
  files?: { id: number; name: string; size: string; bytes: number; url: string }[]
}

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}

/** The answer attachments of these ids, as the timeline links them (through Payload's checked route). */
async function attachedFiles(req: PayloadRequest, ids: number[]) {
  if (ids.length === 0) return new Map<number, NonNullable<LeadTimelineEntry['files']>[number]>()
  const { docs } = await req.payload.find({
    collection: 'answer-files',
    where: { id: { in: ids } },
    select: { filename: true, filesize: true, url: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.map((file) => [
      file.id,
      {
        id: file.id,
        name: file.filename ?? 'attachment',
        size: fileSize(file.filesize ?? 0),
        bytes: file.filesize ?? 0,
        url: file.url ?? '',
      },
    ]),
  )
}

/**
 * The lead's story, newest first: its arrival with the visitor's answers, its assignments, status
 * changes, notes, logged calls and messages, e-mails, reminders and escalations. The caller has
 * checked that the user may read the lead.
 */
export async function readTimeline(
  req: PayloadRequest,
  type: Type,
  id: number,
): Promise<LeadTimelineEntry[]> {
  const { payload } = req
  const [lead, statuses, activities] = await Promise.all([
    payload.findByID({ collection: type.slug, id, depth: 0, overrideAccess: true, req }),
    findStatusHistory(payload, type.slug, id, req),
    payload.find({
      collection: 'lead-activities',
      where: { submissionCollection: { equals: type.slug }, submissionId: { equals: id } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  ])
  const names = await changerNames(
    payload,
    [
      lead.routedTo ?? null,
      ...activities.docs.flatMap((activity) => [idOf(activity.author), idOf(activity.owner)]),
    ],
    req,
  )
  const nameOf = (value: unknown) => names.get(idOf(value) ?? -1) ?? null
  const files = await attachedFiles(
    req,
    activities.docs.flatMap((activity) =>
      (activity.files ?? []).flatMap((file) => idOf(file) ?? []),
    ),
  )
  const form = await submissionForm(type.form)
  const received: LeadTimelineEntry = {
    key: 'received',
    kind: 'received',
    at: lead.createdAt,
    who: null,
    answers: answerLines(form, lead as unknown as Record<string, unknown>),
  }
  // Routing's assignment on arrival is kept on the lead's row (routingFields), not as an entry.
  const routed: LeadTimelineEntry[] =
    typeof lead.routedTo === 'number'
      ? [
          {
            key: 'routed',
            kind: 'assigned',
            at: lead.createdAt,
            who: null,
            text: lead.routingRule ? `Routing rule "${lead.routingRule}"` : null,
            owner: nameOf(lead.routedTo),
          },
        ]
      : []
  const since: LeadTimelineEntry[] = [
    ...statuses.map((change) => ({
      key: `status-${change.id}`,
      kind: 'status' as const,
      at: change.createdAt,
      who: change.changedBy,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      stageMove: change.stageMove,
    })),
    ...activities.docs.map((activity) => ({
      key: `activity-${activity.id}`,
      id: activity.id,
      kind: activity.kind,
      at: activity.createdAt,
      who: nameOf(activity.author),
      text: activity.text ?? null,
      ...(activity.kind === 'assigned' && { owner: nameOf(activity.owner) }),
      ...(activity.subject && { subject: activity.subject, emailAddress: activity.emailAddress }),
      ...(activity.fromAddress && { from: activity.fromAddress }),
      ...(activity.cc && { cc: activity.cc }),
      ...(activity.bcc && { bcc: activity.bcc }),
      ...(activity.html && { html: sanitizedEmailHtml(activity.html) }),
      ...(activity.files?.length && {
        files: activity.files.flatMap((file) => files.get(idOf(file) ?? -1) ?? []),
      }),
    })),
  ]
  // Arrival and routing come first in time, whatever the clocks stamped.
  return [...since.sort((a, b) => b.at.localeCompare(a.at)), ...routed, received]
}

export type RefusalReason =
  | 'kind'
  | 'empty'
  | 'noSubject'
  | 'noReply'
  | 'long'
  | 'mention'
  | 'mentionHidden'
  | 'address'
  | 'noPhone'
  | 'decided'
  | 'stepTitle'
  | 'stepDue'
  | 'copies'
  | 'tooLarge'
  | 'badFile'
  | 'unreadable'

/** A refused entry: what the person writing it is told, and why in one word. */
export class EntryRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** The HTTP status a script's request is answered with. */
    readonly status = 400,
  ) {
    super(message)
  }
}

/**
 * Adds a note, or a call or message made outside the site, to a lead's timeline as the signed-in
 * user, and e-mails each colleague it names with `@` a link to the lead (sent once the request's
 * transaction is committed). Refuses an empty or oversize entry and a name that is no colleague.
 */
export async function addStaffEntry(
  req: PayloadRequest,
  type: Type,
  id: number,
  { kind, text }: { kind: unknown; text: unknown },
): Promise<void> {
  if (!isStaffEntryKind(kind)) throw new EntryRefusal('kind', 'Choose a note, a call or a message.')
  const written = typeof text === 'string' ? text.trim() : ''
  if (written === '') throw new EntryRefusal('empty', 'Write something first.')
  if (written.length > maxEntryLength) {
    throw new EntryRefusal(
      'long',
      `This is ${written.length.toLocaleString('en')} characters long; the most is ${maxEntryLength.toLocaleString('en')}.`,
    )
  }
  const mentions =
    kind === 'note'
      ? await resolveMentions(req, type, written)
      : { ok: true as const, accounts: [] }
  if (!mentions.ok) {
    throw new EntryRefusal(mentions.hidden ? 'mentionHidden' : 'mention', mentions.message)
  }
  const author = req.user?.collection === 'users' ? req.user : undefined
  await req.payload.create({
    collection: 'lead-activities',
    data: {
      submissionCollection: type.slug,
      submissionId: id,
      kind,
      author: author?.id,
      text: written,
      mentions: mentions.accounts.map((account) => account.id),
    },
    overrideAccess: true,
    req,
  })
  // The first reply, call or message stops the response clock; a note does not.
  if (kind !== 'note') await stopClock(req, type, id, new Date())
  const reference = submissionReference(type, id)
  const by = (author?.displayName as string | undefined) ?? 'A colleague'
  await queueEmailsForResponse(
    req,
    mentions.accounts
      .filter((account) => account.id !== author?.id)
      .map((account) => ({
        to: account.email,
        subject: `${by} mentioned you on ${reference}`,
        text: [
          `${by} mentioned you in a note on ${type.noun.one} ${reference}:`,
          written,
          `Open it in the admin: ${leadUrl(type, id)}`,
        ].join('\n\n'),
      })),
  )
}

/**
 * Accepts a held e-mail as the visitor's answer (it becomes an "E-mail received" entry) or
 * discards it, as someone who works the lead. Refused when it is no longer held.
 */
export async function decideHeldAnswer(
  req: PayloadRequest,
  type: Type,
  id: number,
  { entry, decision }: { entry: unknown; decision: 'accept' | 'discard' },
): Promise<void> {
  const entryId = Number(entry)
  const { docs } = Number.isInteger(entryId)
    ? await req.payload.find({
        collection: 'lead-activities',
        where: {
          id: { equals: entryId },
          kind: { equals: 'emailHeld' },
          submissionCollection: { equals: type.slug },
          submissionId: { equals: id },
        },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  if (docs.length === 0) {
    throw new EntryRefusal(
      'decided',
      'This e-mail is no longer held: someone accepted or discarded it already.',
    )
  }
  if (decision === 'discard') {
    await req.payload.delete({
      collection: 'lead-activities',
      id: entryId,
      overrideAccess: true,
      req,
    })
    return
  }
  const author = req.user?.collection === 'users' ? req.user.id : undefined
  await req.payload.update({
    collection: 'lead-activities',
    id: entryId,
    data: { kind: 'emailReceived', author },
    overrideAccess: true,
    req,
  })
}

type AssignmentEntry = { owner: number | null; author?: number | null; note?: string | null }

/** Records an assignment in the lead's timeline, in the request's transaction. */
export async function recordAssignment(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  type: Type,
  id: number,
  { owner, author = null, note = null }: AssignmentEntry,
): Promise<void> {
  const { lead_activities } = tablesOf(req.payload)
  await (await transactionDatabase(postgres(req.payload), req)).insert(lead_activities).values({
    submissionCollection: type.slug,
    submissionId: id,
    kind: 'assigned',
    owner,
    author,
    text: note,
  })
}
