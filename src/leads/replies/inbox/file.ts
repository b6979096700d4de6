import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/server/database/transaction'
import { queueEmails, sendInBackground, type EmailInput } from '@/server/email'

import { addressesOf, adminAddresses } from '../../access'
import { leadUrl } from '../../assignment-emails'
import type { AnsweredLead } from './match'

/** A visitor's answer as it is filed: plain text only. */
export type Answer = {
  /** Its own Message-ID: filing it twice (a poll cut short before the move) keeps one entry. */
  messageId?: string
  from: string
  subject: string
  text: string
}

/** The lead's owner, else (none, or deleted) the admins. */
async function ownerAddresses(req: PayloadRequest, lead: AnsweredLead): Promise<string[]> {
  const owner = lead.owner == null ? [] : await addressesOf(req, [lead.owner])
  return owner.length > 0 ? owner : adminAddresses(req)
}

/** Tells the lead's owner (the admins while it has none) that the visitor answered. */
function answerEmails(lead: AnsweredLead, answer: Answer, to: string[]): EmailInput[] {
  return to.map((address) => ({
    to: address,
    subject: `${lead.reference}: ${answer.from} answered`,
    text: [
      `${answer.from} answered ${lead.type.noun.one} ${lead.reference}: "${answer.subject}".`,
      `Read it on the lead's timeline: ${leadUrl(lead.type, lead.id)}`,
    ].join('\n\n'),
  }))
}

/**
 * Files an answer on its lead's timeline as an "E-mail received" entry and tells the owner, in one
 * transaction: the e-mail exists only if the entry does. An answer already filed (same Message-ID,
 * same lead) is not filed again. Whether it was filed now.
 */
export async function fileAnswer(
  payload: Payload,
  lead: AnsweredLead,
  answer: Answer,
): Promise<boolean> {
  const queued = await inTransaction(payload, async (req) => {
    if (answer.messageId) {
      const { totalDocs } = await req.payload.count({
        collection: 'lead-activities',
        where: {
          kind: { equals: 'emailReceived' },
          messageId: { equals: answer.messageId },
          submissionCollection: { equals: lead.type.slug },
          submissionId: { equals: lead.id },
        },
        overrideAccess: true,
        req,
      })
      if (totalDocs > 0) return null
    }
    await req.payload.create({
      collection: 'lead-activities',
      data: {
        submissionCollection: lead.type.slug,
        submissionId: lead.id,
        kind: 'emailReceived',
        subject: answer.subject,
        text: answer.text,
        emailAddress: answer.from,
        messageId: answer.messageId,
      },
      overrideAccess: true,
      req,
    })
    return queueEmails(req, answerEmails(lead, answer, await ownerAddresses(req, lead)))
  })
  if (queued) sendInBackground(payload, queued)
  return queued !== null
}
