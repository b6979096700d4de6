import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { fileAnswer } from '@/leads/replies/inbox/file'
import { leadAnswered } from '@/leads/replies/inbox/match'
import { pollInbox } from '@/leads/replies/inbox/poll'
import { inboxSettings, type InboxSettings } from '@/leads/replies/inbox/settings'
import type { TimelineEntry } from '@/leads/timeline/timeline'

import { startImap, type TestImap } from '../../helpers/imap'
import { emailsLoggedDuring } from '../../helpers/logged-emails'
import { testPayload } from '../../helpers/payload'
import { callRoute, rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { colleague, quoteFromGhana, type Made } from './desk-fixtures'

let payload: Payload
let users: RoleUsers
let imap: TestImap
let settings: InboxSettings
const made: Made = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
  imap = await startImap()
  settings = inboxSettings(imap.env())!
}, 60_000)

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
})

afterAll(async () => {
  await imap?.close()
  await deleteRoleUsers(payload, users)
})

const reference = (id: number) => `QR-${String(id).padStart(6, '0')}`

/** A quote request sent through the form, routed to a salesperson of its own if `owned`. */
async function lead({ owned }: { owned: boolean }) {
  const owner = owned ? await colleague(payload, made, 'Kofi Mensah') : undefined
  return { ...(await quoteFromGhana(payload, made, owner)), owner }
}

/** A reply we sent from the lead's page, as the timeline keeps it: its Message-ID. */
async function sentReply(id: number): Promise<string> {
  const messageId = `<${reference(id).toLowerCase()}.${randomUUID()}@desk.test>`
  await payload.create({
    collection: 'lead-activities',
    data: {
      submissionCollection: 'quote-requests',
      submissionId: id,
      kind: 'emailSent',
      subject: `Your quote [${reference(id)}]`,
      text: 'Dear visitor',
      emailAddress: 'ama@visitor.test',
      messageId,
    },
  })
  return messageId
}

type Raw = { subject: string; text?: string; headers?: string[]; messageId?: string }
type Attached = { name: string; type: string; bytes: Buffer }

/** A message as a visitor's mail client sends it, with these files attached. */
function message(
  { subject, text = 'Thank you.', headers = [], messageId }: Raw,
  attachments: Attached[] = [],
) {
  const head = [
    'From: Ama Visitor <ama@visitor.test>',
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

/** Named for this run: a name already stored would be made unique ("offer-1.pdf"). */
const offer: Attached = {
  name: `offer-${randomUUID().slice(0, 8)}.pdf`,
  type: 'application/pdf',
  bytes: Buffer.alloc(3000, 1),
}

const timeline = async (id: number) =>
  (await rest('GET', `/api/quote-requests/${id}/timeline`, { token: users.sales.token })).body
    .docs as TimelineEntry[]

describe("the team mailbox: visitors' answers filed on their leads", () => {
  it("files an answer naming our reply in In-Reply-To on its lead's timeline, tells the owner, and moves it to Filed, read", async () => {
    const { id, owner } = await lead({ owned: true })
    const sent = await sentReply(id)
    const subject = `Re: Your quote ${randomUUID().slice(0, 6)}`
    await imap.append(
      message(
        { subject, text: 'Yes, please call me on Monday.', headers: [`In-Reply-To: ${sent}`] },
        [offer],
      ),
    )
    let counts: Awaited<ReturnType<typeof pollInbox>> | undefined
    const emails = await emailsLoggedDuring(payload, async () => {
      counts = await pollInbox(payload, settings)
      // The owner's e-mail is sent just after the entry is committed.
      await new Promise((resolve) => setTimeout(resolve, 500))
    })
    expect(counts).toEqual({ filed: 1, unmatched: 0 })
    const [entry] = await timeline(id)
    expect(entry).toMatchObject({
      kind: 'emailReceived',
      subject,
      emailAddress: 'ama@visitor.test',
    })
    expect(entry.text).toContain('Yes, please call me on Monday.')
    expect(entry.files).toEqual([
      {
        name: offer.name,
        size: '3 KB',
        url: expect.stringContaining(`/api/answer-files/file/${offer.name}`),
      },
    ])
    // Kept privately: served as a download to those who work the lead, to no one else.
    const download = (token?: string) =>
      callRoute('GET', new URL(entry.files![0].url, 'http://localhost').pathname, {
        headers: token ? { Authorization: `JWT ${token}` } : {},
      })
    const served = await download(users.sales.token)
    expect(served.status).toBe(200)
    expect(served.body).toBe(offer.bytes.toString())
    expect(served.headers.get('content-disposition')).toBe('attachment')
    for (const role of ['editor', 'recruiter'] as const) {
      expect((await download(users[role].token)).status, role).toBe(403)
    }
    expect((await download()).status).toBe(403)
    const told = emails.find((email) => email.includes(`To: ${owner!.email}`))
    expect(told).toContain(`${reference(id)}: ama@visitor.test answered`)
    expect(told).toContain(`/admin/collections/quote-requests/${id}`)
    expect((await imap.messages('INBOX')).map((each) => each.subject)).not.toContain(subject)
    expect(await imap.messages('Filed')).toContainEqual({ subject, seen: true })
  })

  it('keeps attachments up to 10 MB each, 25 MB a message; names the others, left in the mailbox', async () => {
    const { id } = await lead({ owned: true })
    const subject = `Re: ${reference(id)} with files ${randomUUID().slice(0, 6)}`
    const large = {
      name: 'site survey.zip',
      type: 'application/zip',
      bytes: Buffer.alloc(10.5 * 1024 * 1024, 7),
    }
    const marker = randomUUID().slice(0, 8)
    const hostile = {
      name: `../../Devis été\u0007${marker}.pdf`,
      type: 'application/pdf',
      bytes: Buffer.alloc(2048, 2),
    }
    await imap.append(message({ subject }, [large, hostile]))
    expect(await pollInbox(payload, settings)).toMatchObject({ filed: 1 })
    const [entry] = await timeline(id)
    expect(entry.files).toEqual([
      {
        name: `Devis-ete-${marker}.pdf`,
        size: '2 KB',
        url: expect.stringContaining(`/api/answer-files/file/Devis-ete-${marker}.pdf`),
      },
    ])
    expect(entry.text).toContain(
      '[Over 10 MB each or 25 MB in all, left in the team mailbox: site survey.zip (10.5 MB)]',
    )
    expect(await imap.messages('Filed')).toContainEqual({ subject, seen: true })
  }, 60_000)

  it('files one by the reference in its subject (the admins told while the lead has no owner); leaves the rest unread in the inbox', async () => {
    const { id } = await lead({ owned: false })
    const byReference = `Re: Question about ${reference(id)}`
    const unrelated = `Newsletter ${randomUUID().slice(0, 6)}`
    const noSuchLead = `Re: QR-999999 ${randomUUID().slice(0, 6)}`
    const html = [
      'From: Ama Visitor <ama@visitor.test>',
      'To: team@example.com',
      `Subject: ${byReference}`,
      `Message-ID: <${randomUUID()}@visitor.test>`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Only <b>HTML</b> here.</p>',
      '',
    ].join('\r\n')
    for (const raw of [html, message({ subject: unrelated }), message({ subject: noSuchLead })]) {
      await imap.append(raw)
    }
    let counts: Awaited<ReturnType<typeof pollInbox>> | undefined
    const emails = await emailsLoggedDuring(payload, async () => {
      counts = await pollInbox(payload, settings)
      await new Promise((resolve) => setTimeout(resolve, 500))
    })
    expect(counts).toEqual({ filed: 1, unmatched: 2 })
    const [entry] = await timeline(id)
    expect(entry).toMatchObject({ kind: 'emailReceived', subject: byReference })
    expect(entry.text).toContain('Only HTML here.')
    expect(emails.some((email) => email.includes(`To: ${users.admin.email}`))).toBe(true)
    const inbox = await imap.messages('INBOX')
    expect(inbox).toContainEqual({ subject: unrelated, seen: false })
    expect(inbox).toContainEqual({ subject: noSuchLead, seen: false })
    // Left untouched, they are looked at again, and still not filed.
    expect(await pollInbox(payload, settings)).toEqual({ filed: 0, unmatched: 2 })
  })

  it('files an answer once: the same message delivered twice, or filed again after a poll cut short', async () => {
    const { id } = await lead({ owned: false })
    const messageId = `<${randomUUID()}@visitor.test>`
    const subject = `Re: ${reference(id)} twice`
    await imap.append(message({ subject, messageId }))
    await imap.append(message({ subject, messageId }))
    expect(await pollInbox(payload, settings)).toMatchObject({ filed: 1 })
    const lead_ = await leadAnswered(payload, { messageIds: [], subject })
    expect(
      await fileAnswer(payload, lead_!, {
        messageId,
        from: 'ama@visitor.test',
        subject,
        text: '',
        files: [],
      }),
    ).toBe(false)
    const received = (await timeline(id)).filter((entry) => entry.kind === 'emailReceived')
    expect(received).toHaveLength(1)
    expect((await imap.messages('Filed')).filter((each) => each.subject === subject)).toHaveLength(
      2,
    )
  })

  it('leaves an answer to an erased lead in the inbox: there is nothing to file it on', async () => {
    const { id } = await lead({ owned: false })
    const sent = await sentReply(id)
    await payload.delete({ collection: 'quote-requests', id })
    const subject = `Re: gone ${randomUUID().slice(0, 6)}`
    await imap.append(message({ subject, headers: [`In-Reply-To: ${sent}`] }))
    expect((await pollInbox(payload, settings)).filed).toBe(0)
    expect(await imap.messages('INBOX')).toContainEqual({ subject, seen: false })
  })
})
