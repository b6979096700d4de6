import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { queueEmailsForResponse } from '@/server/email'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

import { stopClock } from '../clock/clock'
import { refusals } from '../timeline/outcome'
import { EntryRefusal } from '../timeline/timeline'
import { maxReplyLength, maxSubjectLength } from './limits'
import { fillPlaceholders } from './placeholders'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The address a lead's replies go from: its owner's team's, else the type's address in the settings. */
async function replyAddress(req: PayloadRequest, type: Type, owner: number | null) {
  if (owner != null) {
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
    if (docs[0]?.replyAddress) return docs[0].replyAddress
  }
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

/**
 * Writes to the visitor from the lead's page: fills the placeholders, sends the reply through the
 * site's SMTP from the owner's team's address with the sender's name and the reference in the
 * subject, keeps its Message-ID (to match the visitor's answer) on the timeline, and stops the
 * response clock. Refuses an empty or oversize reply; a lead erased meanwhile is not found.
 */
export async function sendReply(
  req: PayloadRequest,
  type: Type,
  id: number,
  { subject, body: text }: { subject: unknown; body: unknown },
): Promise<void> {
  const body = typeof text === 'string' ? text.trim() : ''
  const title = typeof subject === 'string' ? subject.trim() : ''
  if (title === '') throw new EntryRefusal('noSubject', refusals.noSubject)
  if (body === '') throw new EntryRefusal('noReply', refusals.noReply)
  if (body.length > maxReplyLength || title.length > maxSubjectLength) {
    throw new EntryRefusal(
      'long',
      `A reply takes at most ${maxReplyLength.toLocaleString('en')} characters, and its subject ${maxSubjectLength}.`,
    )
  }
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
  const filledText = fillPlaceholders(body, values)
  const from = await replyAddress(req, type, lead.owner ?? null)
  if (!from)
    throw new EntryRefusal(
      'address',
      'There is no address to send from: give the team a reply address.',
    )
  const domain = from.split('@')[1] ?? 'localhost'
  const messageId = `<${reference.toLowerCase()}.${randomUUID()}@${domain}>`
  await req.payload.create({
    collection: 'lead-activities',
    data: {
      submissionCollection: type.slug,
      submissionId: id,
      kind: 'emailSent',
      author: sender?.id,
      subject: fullSubject,
      text: filledText,
      emailAddress: to,
      messageId,
    },
    overrideAccess: true,
    req,
  })
  await stopClock(req, type, id, new Date())
  await queueEmailsForResponse(req, [
    {
      to,
      from: `${quotedName(senderName)} <${from}>`,
      replyTo: from,
      subject: fullSubject,
      text: filledText,
      messageId,
    },
  ])
}
