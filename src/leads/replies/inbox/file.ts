import type { Payload, PayloadRequest } from 'payload'

import { CommitOutcomeUnknownError, inTransaction } from '@/server/database/transaction'
import { queueEmails, sendInBackground, type EmailInput } from '@/server/email'
import { fileStore, removeStoredFiles } from '@/server/storage/file-store'

import { addressesOf, adminAddresses } from '../../access'
import { leadUrl } from '../../assignment-emails'
import type { AnswerFile } from './attachments'
import type { AnsweredLead } from './match'

/** A visitor's answer as it is filed: plain text, and the attachments kept. */
export type Answer = {
  /** Its own Message-ID: filing it twice (a poll cut short before the move) keeps one entry. */
  messageId?: string
  from: string
  subject: string
  text: string
  files: AnswerFile[]
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
 * Stores an answer's attachments as the lead's, in the request's transaction; their ids. `written`
 * collects their stored keys: rolling back the rows leaves the files stored.
 */
async function storeAnswerFiles(
  req: PayloadRequest,
  lead: AnsweredLead,
  files: AnswerFile[],
  written: string[],
): Promise<number[]> {
  const store = fileStore(req.payload, 'answer-files')
  const ids: number[] = []
  for (const file of files) {
    const doc = await req.payload.create({
      collection: 'answer-files',
      data: { submissionCollection: lead.type.slug, submissionId: lead.id },
      file: { data: file.data, name: file.name, mimetype: file.mimeType, size: file.data.length },
      overrideAccess: true,
      req,
    })
    const key = store.keyOf(doc)
    if (key) written.push(key)
    ids.push(doc.id)
  }
  return ids
}

/**
 * Files an answer on its lead's timeline as an "E-mail received" entry with its attachments, and
 * tells the owner, in one transaction: the e-mail exists only if the entry does, and a failure
 * removes the files it stored. An answer already filed (same Message-ID, same lead) is not filed
 * again. Whether it was filed now.
 */
export async function fileAnswer(
  payload: Payload,
  lead: AnsweredLead,
  answer: Answer,
): Promise<boolean> {
  const written: string[] = []
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
        files: await storeAnswerFiles(req, lead, answer.files, written),
      },
      overrideAccess: true,
      req,
    })
    return queueEmails(req, answerEmails(lead, answer, await ownerAddresses(req, lead)))
  }).catch(async (error: unknown) => {
    if (!(error instanceof CommitOutcomeUnknownError)) {
      await removeStoredFiles(payload, { 'answer-files': written })
    }
    throw error
  })
  if (queued) sendInBackground(payload, queued)
  return queued !== null
}
