import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { queueEmailsForResponse } from '@/server/email'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

import { stopClock } from '../clock/clock'
import { refusals } from '../timeline/outcome'
import { EntryRefusal } from '../timeline/timeline'
import type { UploadedFile } from '@/submissions/pipeline/request-body'

import { copyAddresses } from './email/addresses'
import { chosenLeadFiles, storeUploads } from './email/attachments'
import {
  escapedHtml,
  hasText,
  plainTextAsHtml,
  plainTextOf,
  sanitizedEmailHtml,
  withSignature,
} from './email/html'
import { forgetReplyDraft } from './email/draft'
import { signatureOf } from './email/signature'
import { maxReplyLength, maxSubjectLength } from './limits'
import { fillPlaceholders } from './placeholders'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The reply address of the first team of `owner` that has one. */
export async function teamReplyAddress(req: PayloadRequest, owner: number | null) {
  if (owner == null) return null
  const { docs } = await req.payload.find({
    collection: 'teams',
    where: { members: { contains: owner }, replyAddress: { exists: true } },
    select: { replyAddress: true },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]?.replyAddress || null
}

/** The address a lead's replies go from: its owner's team's, else the type's address in the settings. */
export async function replyAddress(req: PayloadRequest, type: Type, owner: number | null) {
  const teams = await teamReplyAddress(req, owner)
  if (teams) return teams
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    select: { notifications: true },
    depth: 0,
    req,
  })
  return settings.notifications?.[type.notify] ?? null
}

/** A display name quoted as RFC 5322 wants it, whatever it holds. */
const quotedName = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}"`

/** The e-mail as typed on a lead's page: the editor's HTML, or the text box's text before it runs. */
export type ReplyFields = {
  subject: unknown
  /** The editor's HTML. */
  html?: unknown
  /** Plain text: the form's text box before the scripts run, or an API caller's. */
  body?: unknown
  cc?: unknown
  bcc?: unknown
  /** The lead's files chosen to go with it, and the files uploaded with it. */
  chosenFiles?: number[]
  uploads?: UploadedFile[]
}

const refusedCopies = (result: ReturnType<typeof copyAddresses>) => {
  if (!result.ok) throw new EntryRefusal('copies', result.message)
  return result.addresses
}

/**
 * Writes to the visitor from the lead's page: an HTML e-mail (sanitized; its plain-text part
 * derived from it) with the sender's signature in the lead's language, copies, and attachments
 * (the lead's files, and uploads stored as the lead's files). Fills the placeholders, sends it
 * through the site's SMTP from the owner's team's address with the sender's name and the
 * reference in the subject, keeps it and its Message-ID (to match the visitor's answer) on the
 * timeline, and stops the response clock. Refuses an empty or oversize e-mail, bad copies and
 * files; a lead erased meanwhile is not found. `written` collects the keys of files stored.
 */
export async function sendReply(
  req: PayloadRequest,
  type: Type,
  id: number,
  fields: ReplyFields,
  written: string[] = [],
): Promise<void> {
  const title = typeof fields.subject === 'string' ? fields.subject.trim() : ''
  const typedHtml = typeof fields.html === 'string' ? fields.html : ''
  const typedText = typeof fields.body === 'string' ? fields.body.trim() : ''
  const html = sanitizedEmailHtml(typedHtml !== '' ? typedHtml : plainTextAsHtml(typedText))
  if (title === '') throw new EntryRefusal('noSubject', refusals.noSubject)
  if (!hasText(html)) throw new EntryRefusal('noReply', refusals.noReply)
  // Its text is what a reader reads; its markup may take as much again, several times over.
  if (
    plainTextOf(html).length > maxReplyLength ||
    html.length > 5 * maxReplyLength ||
    title.length > maxSubjectLength
  ) {
    throw new EntryRefusal(
      'long',
      `An e-mail takes at most ${maxReplyLength.toLocaleString('en')} characters, and its subject ${maxSubjectLength}.`,
    )
  }
  const cc = refusedCopies(copyAddresses(fields.cc, 'CC'))
  const bcc = refusedCopies(copyAddresses(fields.bcc, 'BCC'))
  const lead = (await req.payload.findByID({
    collection: type.slug,
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })) as unknown as Record<string, unknown> & { owner?: number | null }
  const to = String(lead[type.visitor.email] ?? '')
  const sender = req.user?.collection === 'users' ? req.user : undefined
  const senderName = (sender?.displayName as string | undefined) ?? 'The team'
  const reference = submissionReference(type, id)
  const values = { name: String(lead[type.visitor.name] ?? ''), reference, sender: senderName }
  const filledSubject = fillPlaceholders(title, values)
  const fullSubject = filledSubject.includes(reference)
    ? filledSubject
    : `${filledSubject} [${reference}]`
  const signature = await signatureOf(req, sender?.id, lead.language)
  const filledHtml = fillPlaceholders(withSignature(html, signature), {
    name: escapedHtml(values.name),
    reference,
    sender: escapedHtml(senderName),
  })
  const from = await replyAddress(req, type, lead.owner ?? null)
  if (!from)
    throw new EntryRefusal(
      'address',
      'There is no address to send from: give the team a reply address.',
    )
  const chosen = await chosenLeadFiles(req, type, id, fields.chosenFiles ?? [])
  const uploaded = await storeUploads(req, type, id, fields.uploads ?? [], chosen, written)
  const attached = [...chosen, ...uploaded]
  const domain = from.split('@')[1] ?? 'localhost'
  const messageId = `<${reference.toLowerCase()}.${randomUUID()}@${domain}>`
  const fromHeader = `${quotedName(senderName)} <${from}>`
  const text = plainTextOf(filledHtml)
  await req.payload.create({
    collection: 'lead-activities',
    data: {
      submissionCollection: type.slug,
      submissionId: id,
      kind: 'emailSent',
      author: sender?.id,
      subject: fullSubject,
      text,
      html: filledHtml,
      fromAddress: fromHeader,
      emailAddress: to,
      cc: cc.join(', ') || undefined,
      bcc: bcc.join(', ') || undefined,
      messageId,
      files: attached.map((file) => file.id),
    },
    overrideAccess: true,
    req,
  })
  await stopClock(req, type, id, new Date())
  await forgetReplyDraft(req, type, id)
  await queueEmailsForResponse(req, [
    {
      to,
      from: fromHeader,
      replyTo: from,
      subject: fullSubject,
      text,
      html: filledHtml,
      ...(cc.length > 0 && { cc: cc.join(', ') }),
      ...(bcc.length > 0 && { bcc: bcc.join(', ') }),
      ...(attached.length > 0 && {
        attachments: attached.map(({ key, filename }) => ({ key, filename })),
      }),
      messageId,
    },
  ])
}
