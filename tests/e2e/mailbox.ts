import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'

import { deliverMessage, type ImapAccount } from '../helpers/imap'
import { e2eImapFile, e2eMailDir } from './settings'

/** One e-mail as the e2e mail server received it (server.ts), its body decoded. */
export type ReceivedEmail = {
  to: string
  from: string
  subject: string
  text: string
  messageId: string
  /** An HTML e-mail's HTML part, copies and attachments (a lead's e-mail from its page). */
  html?: string
  cc?: string
  attachments?: { filename: string; content: Buffer }[]
}

/** The header fields of a raw message, by lower-case name, their folded lines unfolded. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=), as Nodemailer writes them. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )

/** Quoted-printable: soft line breaks (`=` at a line's end) removed, `=XX` bytes restored. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const unfolded = text.replace(/=\r?\n/g, '')
  for (let index = 0; index < unfolded.length; index++) {
    const hex = unfolded.slice(index + 1, index + 3)
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(unfolded[index], 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** A single-part text message (what the site sends) as its headers and decoded body. */
function parse(raw: string): ReceivedEmail {
  const split = /\r?\n\r?\n/.exec(raw)
  const head = split ? raw.slice(0, split.index) : raw
  const body = split ? raw.slice(split.index + split[0].length) : ''
  const headers = headersOf(head)
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body
  return {
    to: decodeWords(headers.get('to') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: text.replace(/\r\n/g, '\n'),
  }
}

/** A multipart message (an HTML e-mail, with attachments) as its parts, decoded. */
async function parseMultipart(raw: string): Promise<ReceivedEmail> {
  const mail = await simpleParser(raw)
  const addresses = (value: typeof mail.to) =>
    [value ?? []]
      .flat()
      .map((each) => each.text)
      .join(', ')
  return {
    to: addresses(mail.to),
    from: mail.from?.text ?? '',
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : undefined,
    cc: addresses(mail.cc),
    attachments: mail.attachments.map(({ filename, content }) => ({
      filename: filename ?? '',
      content,
    })),
  }
}

const isMultipart = (raw: string) =>
  /^content-type:\s*multipart\//im.test(raw.slice(0, /\r?\n\r?\n/.exec(raw)?.index ?? raw.length))

/** Every message the e2e mail server has received so far, oldest first. */
export async function receivedEmails(): Promise<ReceivedEmail[]> {
  const names = (await readdir(e2eMailDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(e2eMailDir, name), 'utf8')
      return isMultipart(raw) ? parseMultipart(raw) : parse(raw)
    }),
  )
}

/**
 * Waits for the e-mail to `address` whose subject matches and returns it (the newest, if there
 * are several). The site sends it just after answering the form, so it may take a moment.
 */
export async function emailTo(
  address: string,
  subject: RegExp | string,
  { timeout = 15_000 } = {},
): Promise<ReceivedEmail> {
  const matches = (email: ReceivedEmail) =>
    email.to.toLowerCase().includes(address.toLowerCase()) &&
    (typeof subject === 'string' ? email.subject.includes(subject) : subject.test(email.subject))
  let found: ReceivedEmail | undefined
  await expect
    .poll(
      async () => {
        found = (await receivedEmails()).filter(matches).at(-1)
        return found !== undefined
      },
      { message: `an e-mail to ${address} with the subject ${subject}`, timeout },
    )
    .toBe(true)
  return found!
}

/** Delivers a message, as a visitor's mail client sends it, to the team mailbox the site polls. */
export async function deliverToTeamMailbox(raw: string): Promise<void> {
  const account = JSON.parse(await readFile(e2eImapFile, 'utf8')) as ImapAccount
  await deliverMessage(account, raw)
}
