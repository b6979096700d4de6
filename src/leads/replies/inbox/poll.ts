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
import { fileAnswer, type Answer } from './file'
import { leadAnswered, namedMessageIds } from './match'
import type { InboxSettings } from './settings'

/** Larger than any answer with its attachments: filed by its headers alone, read in the mailbox. */
const largestDownloadBytes = 40 * 1024 * 1024

const megabytes = (bytes: number) => bytes / 1024 / 1024

/** The References header's value, from the raw header lines a fetch returns. */
function referencesHeader(headers: Buffer | undefined): string {
  const unfolded = (headers?.toString('utf8') ?? '').replace(/\r?\n[ \t]+/g, ' ')
  return /^references:(.*)$/im.exec(unfolded)?.[1] ?? ''
}

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

/**
 * One look at the team mailbox: each unread message that answers a lead (its In-Reply-To or
 * References names a reply we sent, or its subject a lead's reference) is filed on that lead's
 * timeline, its owner told, then marked read and moved to the filed folder. Everything else is
 * left as it was, unread. Run on one instance at a time (src/jobs/runner.ts).
 */
export async function pollInbox(payload: Payload, settings: InboxSettings) {
  const counts = { filed: 0, unmatched: 0 }
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
      const unread = (await client.search({ seen: false }, { uid: true })) || []
      if (unread.length === 0) return counts
      // Headers first (not marking anything read): only an answer's whole message is downloaded.
      const heads = await client.fetchAll(
        unread,
        { uid: true, size: true, envelope: true, headers: ['references'] },
        { uid: true },
      )
      let folderReady = false
      for (const head of heads) {
        const lead = await leadAnswered(payload, {
          messageIds: namedMessageIds(head.envelope?.inReplyTo, referencesHeader(head.headers)),
          subject: head.envelope?.subject ?? '',
        })
        if (!lead) {
          counts.unmatched++
          continue
        }
        const whole =
          (head.size ?? 0) <= largestDownloadBytes
            ? await client.fetchOne(String(head.uid), { source: true }, { uid: true })
            : false
        const parsed = whole && whole.source ? await simpleParser(whole.source) : null
        if (await fileAnswer(payload, lead, answerOf(head, parsed))) counts.filed++
        if (!folderReady) {
          // An existing folder is no error (imapflow answers ALREADYEXISTS with created: false).
          await client.mailboxCreate(settings.filedFolder)
          folderReady = true
        }
        await client.messageFlagsAdd(String(head.uid), ['\\Seen'], { uid: true })
        await client.messageMove(String(head.uid), settings.filedFolder, { uid: true })
      }
    } finally {
      lock.release()
    }
  } finally {
    await client.logout().catch(() => client.close())
  }
  return counts
}
