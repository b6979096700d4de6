import { ImapFlow, type FetchMessageObject } from 'imapflow'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { Payload } from 'payload'

import { htmlAsText } from '@/server/email'

import { maxReplyLength } from '../limits'
import {
  fileSize,
  keptAttachments,
  maxAttachmentBytes,
  maxAttachmentBytesPerMessage,
  storableName,
} from './attachments'
import { fileAnswer, type Answer, type Filing } from './file'
import { isFromTheLead, leadAnswered, namedMessageIds } from './match'
import type { InboxSettings } from './settings'

/** Larger than any answer with its attachments: filed by its headers alone, read in the mailbox. */
const largestDownloadBytes = 40 * 1024 * 1024

const megabytes = (bytes: number) => bytes / 1024 / 1024

/** Messages looked at in one poll; the rest wait for the next. */
const maxMessagesPerPoll = 100

/**
 * The keyword a message that answers no lead is marked with, left unread in the inbox for people:
 * the poll does not look at it again.
 */
export const notAnAnswerKeyword = '$NotALeadAnswer'

/** A header's values, from the raw header lines a fetch returns. */
function headerValues(headers: Buffer | undefined, name: string): string[] {
  const unfolded = (headers?.toString('utf8') ?? '').replace(/\r?\n[ \t]+/g, ' ')
  return [...unfolded.matchAll(new RegExp(`^${name}:(.*)$`, 'gim'))].map((match) => match[1])
}

/**
 * Whether the receiving server found the sender's domain did not send it (DMARC, else SPF, failed
 * in its Authentication-Results): then a matching From proves nothing.
 */
const failedAuthentication = (headers: Buffer | undefined) =>
  headerValues(headers, 'authentication-results').some((result) =>
    /\b(?:dmarc|spf)=(?:fail|softfail)\b/i.test(result),
  )

/**
 * What is filed of a message: its text (or its HTML as text), shortened, and its attachments within
 * the limits; those over them are named, left in the mailbox.
 */
function answerOf(head: FetchMessageObject, parsed: ParsedMail | null): Answer {
  const from = parsed?.from?.value[0]?.address ?? head.envelope?.from?.[0]?.address ?? ''
  const subject = parsed?.subject ?? head.envelope?.subject ?? ''
  let text = parsed
    ? (parsed.text ?? (parsed.html ? htmlAsText(parsed.html) : '')).trim()
    : `This message is over ${megabytes(largestDownloadBytes)} MB: read it in the team mailbox.`
  if (text.length > maxReplyLength) {
    text = `${text.slice(0, maxReplyLength)}\n\n[Shortened: the whole message is in the team mailbox.]`
  }
  const attached = (parsed?.attachments ?? []).filter(
    (file) => file.contentDisposition === 'attachment',
  )
  const { kept, left } = keptAttachments(attached)
  if (left.length > 0) {
    const named = left.map((file) => `${file.filename ?? 'unnamed'} (${fileSize(file.size)})`)
    text +=
      `\n\n[Over ${megabytes(maxAttachmentBytes)} MB each or ${megabytes(maxAttachmentBytesPerMessage)} MB in all,` +
      ` left in the team mailbox: ${named.join(', ')}]`
  }
  return {
    messageId: parsed?.messageId ?? head.envelope?.messageId,
    from,
    subject,
    text,
    files: kept.map((file) => ({
      name: storableName(file.filename),
      mimeType: file.contentType || 'application/octet-stream',
      data: file.content,
    })),
  }
}

export type PollCounts = { filed: number; held: number; unmatched: number; failed: number }

/**
 * One look at the team mailbox, each new unread message on its own:
 * - one that answers a lead (its In-Reply-To or References names a reply we sent, or its subject
 *   a lead's reference and it comes from the lead's own address) is filed on that lead's timeline,
 *   its owner told, then marked read and moved to the filed folder;
 * - one that names a lead's reference from another address is held on the lead's timeline for the
 *   owner to accept, its attachments not stored, and moved, read, to the held folder;
 * - one that answers no lead is marked with `notAnAnswerKeyword` and left unread, not read again;
 * - one whose filing fails (a file store down, say) is moved, unread, to the not-filed folder,
 *   so that the messages behind it are filed.
 * Run on one instance at a time (src/jobs/runner.ts).
 */
export async function pollInbox(payload: Payload, settings: InboxSettings): Promise<PollCounts> {
  const counts: PollCounts = { filed: 0, held: 0, unmatched: 0, failed: 0 }
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  })
  await client.connect()
  try {
    const lock = await client.getMailboxLock('INBOX')
    try {
      const unread =
        (await client.search({ seen: false, unKeyword: notAnAnswerKeyword }, { uid: true })) || []
      if (unread.length === 0) return counts
      // Headers first (not marking anything read): only an answer's whole message is downloaded.
      const heads = await client.fetchAll(
        unread.slice(0, maxMessagesPerPoll),
        {
          uid: true,
          size: true,
          envelope: true,
          headers: ['references', 'authentication-results'],
        },
        { uid: true },
      )
      const ready = new Set<string>()
      /** Moves a message to a folder, made the first time. */
      const moveTo = async (uid: number, folder: string, { read }: { read: boolean }) => {
        if (!ready.has(folder)) {
          // An existing folder is no error (imapflow answers ALREADYEXISTS with created: false).
          await client.mailboxCreate(folder)
          ready.add(folder)
        }
        if (read) await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true })
        await client.messageMove(String(uid), folder, { uid: true })
      }
      for (const head of heads) {
        try {
          const matched = await leadAnswered(payload, {
            messageIds: namedMessageIds(
              head.envelope?.inReplyTo,
              headerValues(head.headers, 'references').join(' '),
            ),
            subject: head.envelope?.subject ?? '',
          })
          if (!matched) {
            counts.unmatched++
            await client.messageFlagsAdd(String(head.uid), [notAnAnswerKeyword], { uid: true })
            continue
          }
          const whole =
            (head.size ?? 0) <= largestDownloadBytes
              ? await client.fetchOne(String(head.uid), { source: true }, { uid: true })
              : false
          const parsed = whole && whole.source ? await simpleParser(whole.source) : null
          const answer = answerOf(head, parsed)
          const filing: Filing =
            matched.by === 'reply' ||
            (isFromTheLead(matched.lead, answer.from) && !failedAuthentication(head.headers))
              ? 'answer'
              : 'held'
          const filed = await fileAnswer(payload, matched.lead, answer, {
            filing,
            heldFolder: settings.heldFolder,
          })
          if (filed === 'filed') counts.filed++
          if (filed === 'held') counts.held++
          await moveTo(head.uid, filing === 'held' ? settings.heldFolder : settings.filedFolder, {
            read: true,
          })
        } catch (error) {
          counts.failed++
          payload.logger.error(
            `Team mailbox: message ${head.envelope?.messageId ?? head.uid} ("${head.envelope?.subject ?? ''}") could not be filed, moved to ${settings.notFiledFolder}: ${error}`,
          )
          // Left where it is if even that fails: the messages behind it are still looked at.
          await moveTo(head.uid, settings.notFiledFolder, { read: false }).catch(() => undefined)
        }
      }
    } finally {
      lock.release()
    }
  } finally {
    await client.logout().catch(() => client.close())
  }
  return counts
}
