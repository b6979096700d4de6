import { randomUUID } from 'node:crypto'

/** What a visitor's message says: its subject, text, sender and any extra header lines. */
export type Raw = {
  subject: string
  text?: string
  headers?: string[]
  messageId?: string
  /** The sender's address. */
  from?: string
}

/** A file attached to a message. */
export type Attached = { name: string; type: string; bytes: Buffer }

/** A message as a visitor's mail client sends it (raw MIME), with these files attached. */
export function mailMessage(
  { subject, text = 'Thank you.', headers = [], messageId, from = 'ama@visitor.test' }: Raw,
  attachments: Attached[] = [],
) {
  const head = [
    `From: Ama Visitor <${from}>`,
    'To: team@example.com',
    `Subject: ${subject}`,
    `Message-ID: ${messageId ?? `<${randomUUID()}@visitor.test>`}`,
    'MIME-Version: 1.0',
    ...headers,
  ]
  if (attachments.length === 0)
    return [...head, 'Content-Type: text/plain; charset=utf-8', '', text, ''].join('\r\n')
  return [
    ...head,
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    ...attachments.flatMap(({ name, type, bytes }) => [
      '--b1',
      `Content-Type: ${type}; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      bytes.toString('base64').replace(/.{76}/g, '$&\r\n'),
    ]),
    '--b1--',
    '',
  ].join('\r\n')
}
