import type { Payload, PayloadRequest } from 'payload'

import { CommitOutcomeUnknownError, inTransaction } from '@/server/database/transaction'
import { queueEmails, sendInBackground, type EmailInput } from '@/server/email'
import { fileStore, removeStoredFiles } from '@/server/storage/file-store'

import { addressesOf, adminAddresses } from '../../access'
import { leadUrl } from '../../links'
import { fileSize, type AnswerFile } from './attachments'
import type { AnsweredLead } from './match'

/**
 * The most answers from unknown senders a lead holds, waiting to be accepted: more are left in
 * the mailbox's held folder without an entry, so that no stranger can fill a timeline.
 */
export const maxHeldAnswers = 5

/**
 * Whether an answer is the visitor's (`answer`) or only names the lead from another address
 * (`held`: on the timeline for the owner to accept, its attachments left in the mailbox).
 */
export type Filing = 'answer' | 'held'

/** What filing did: a new entry, one already there (the same message), or none (too many held). */
export type Filed = 'filed' | 'held' | 'duplicate' | 'tooManyHeld'

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
 * Stores an answer's attachments as the lead's, in the request's transaction: their ids, and the
 * names of any the file store refused. Each is kept as a download whatever type its sender
 * claimed (served only as an attachment, to those who work the lead). `written` collects their
 * stored keys: rolling back the rows leaves the files stored.
 */
async function storeAnswerFiles(
  req: PayloadRequest,
  lead: AnsweredLead,
  files: AnswerFile[],
  written: string[],
): Promise<{ ids: number[]; refused: string[] }> {
  const store = fileStore(req.payload, 'answer-files')
  const ids: number[] = []
  const refused: string[] = []
  for (const file of files) {
    try {
      const doc = await req.payload.create({
        collection: 'answer-files',
        data: { submissionCollection: lead.type.slug, submissionId: lead.id },
        file: {
          data: file.data,
          name: file.name,
          mimetype: 'application/octet-stream',
          size: file.data.length,
        },
        overrideAccess: true,
        req,
      })
      const key = store.keyOf(doc)
      if (key) written.push(key)
      ids.push(doc.id)
    } catch (error) {
      // Refused by the upload's checks (a 400), before anything was written; a failed write
      // fails the whole answer, which is then moved aside (poll.ts).
      if ((error as { status?: number }).status !== 400) throw error
      refused.push(`${file.name} (${fileSize(file.data.length)})`)
    }
  }
  return { ids, refused }
}

/** What a held answer says of its attachments, which stay in the mailbox. */
const heldFilesNote = (files: AnswerFile[], folder: string) =>
  files.length === 0
    ? ''
    : `\n\n[Not kept, from an unknown sender: ${files.map((file) => `${file.name} (${fileSize(file.data.length)})`).join(', ')}; in the team mailbox's ${folder} folder]`

/**
 * Files an answer on its lead's timeline, in one transaction: as an "E-mail received" entry with
 * its attachments, the owner told (the e-mail exists only if the entry does, and a failure
 * removes the files it stored); or, `held`, as an entry from an unknown sender that waits for the
 * owner to accept it, its attachments not stored and nobody e-mailed. An answer already filed
 * (same Message-ID, same lead) is not filed again.
 */
export async function fileAnswer(
  payload: Payload,
  lead: AnsweredLead,
  answer: Answer,
  { filing = 'answer', heldFolder = 'Held' }: { filing?: Filing; heldFolder?: string } = {},
): Promise<Filed> {
  const written: string[] = []
  const record = {
    submissionCollection: { equals: lead.type.slug },
    submissionId: { equals: lead.id },
  }
  const outcome = await inTransaction(payload, async (req) => {
    if (answer.messageId) {
      const { totalDocs } = await req.payload.count({
        collection: 'lead-activities',
        where: {
          ...record,
          kind: { in: ['emailReceived', 'emailHeld'] },
          messageId: { equals: answer.messageId },
        },
        overrideAccess: true,
        req,
      })
      if (totalDocs > 0) return { filed: 'duplicate' as const, queued: null }
    }
    if (filing === 'held') {
      const { totalDocs } = await req.payload.count({
        collection: 'lead-activities',
        where: { ...record, kind: { equals: 'emailHeld' } },
        overrideAccess: true,
        req,
      })
      if (totalDocs >= maxHeldAnswers) return { filed: 'tooManyHeld' as const, queued: null }
    }
    const held = filing === 'held'
    const { ids, refused } = held
      ? { ids: [], refused: [] }
      : await storeAnswerFiles(req, lead, answer.files, written)
    const notes = held
      ? heldFilesNote(answer.files, heldFolder)
      : refused.length > 0
        ? `\n\n[Not kept, refused by the file store: ${refused.join(', ')}; in the team mailbox]`
        : ''
    await req.payload.create({
      collection: 'lead-activities',
      data: {
        submissionCollection: lead.type.slug,
        submissionId: lead.id,
        kind: held ? 'emailHeld' : 'emailReceived',
        subject: answer.subject,
        text: `${answer.text}${notes}`,
        emailAddress: answer.from,
        messageId: answer.messageId,
        files: ids,
      },
      overrideAccess: true,
      req,
    })
    if (held) return { filed: 'held' as const, queued: null }
    const queued = await queueEmails(
      req,
      answerEmails(lead, answer, await ownerAddresses(req, lead)),
    )
    return { filed: 'filed' as const, queued }
  }).catch(async (error: unknown) => {
    if (!(error instanceof CommitOutcomeUnknownError)) {
      await removeStoredFiles(payload, { 'answer-files': written })
    }
    throw error
  })
  if (outcome.queued) sendInBackground(payload, outcome.queued)
  return outcome.filed
}
