import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { fileAnswer, maxHeldAnswers } from '@/desk/replies/inbox/file'
import { leadAnswered, maxReferencesRead } from '@/desk/replies/inbox/match'
import { pollInbox } from '@/desk/replies/inbox/poll'
import { inboxSettings, type InboxSettings } from '@/desk/replies/inbox/settings'
import type { LeadTimelineEntry } from '@/desk/timeline/timeline'
import { postgres } from '@/server/database/adapter'
import { uploadsDir } from '@/server/env'

import { startImap, type TestImap } from '../../helpers/imap'
import { mailMessage as message, type Attached } from '../../helpers/mail-message'
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
  const quote = await quoteFromGhana(payload, made, owner)
  const { email } = await payload.findByID({ collection: 'quote-requests', id: quote.id })
  return { ...quote, owner, email }
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

/** Named for this run: a name already stored would be made unique ("offer-1.pdf"). */
const offer: Attached = {
  name: `offer-${randomUUID().slice(0, 8)}.pdf`,
  type: 'application/pdf',
  bytes: Buffer.alloc(3000, 1),
}

/** What `work` returned, and how many statements it sent to the database's pool meanwhile. */
async function countedSelects<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
  const pool = postgres(payload).pool
  const query = pool.query.bind(pool)
  let count = 0
  pool.query = ((...args: Parameters<typeof query>) => {
    count++
    return query(...args)
  }) as typeof pool.query
  try {
    return { result: await work(), count }
  } finally {
    pool.query = query
  }
}

const timeline = async (id: number) =>
  (await rest('GET', `/api/quote-requests/${id}/timeline`, { token: users.sales.token })).body
    .docs as LeadTimelineEntry[]

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
    expect(counts).toEqual({ filed: 1, held: 0, unmatched: 0, failed: 0 })
    const [entry] = await timeline(id)
    expect(entry).toMatchObject({
      kind: 'emailReceived',
      subject,
      emailAddress: 'ama@visitor.test',
    })
    expect(entry.text).toContain('Yes, please call me on Monday.')
    expect(entry.files).toEqual([
      {
        id: expect.any(Number),
        name: offer.name,
        size: '3 KB',
        bytes: offer.bytes.length,
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
    const { id, email } = await lead({ owned: true })
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
    await imap.append(message({ subject, from: email }, [large, hostile]))
    expect(await pollInbox(payload, settings)).toMatchObject({ filed: 1 })
    const [entry] = await timeline(id)
    expect(entry.files).toEqual([
      {
        id: expect.any(Number),
        name: `Devis-ete-${marker}.pdf`,
        size: '2 KB',
        bytes: 2048,
        url: expect.stringContaining(`/api/answer-files/file/Devis-ete-${marker}.pdf`),
      },
    ])
    expect(entry.text).toContain(
      '[Over 10 MB each or 25 MB in all, left in the team mailbox: site survey.zip (10.5 MB)]',
    )
    expect(await imap.messages('Filed')).toContainEqual({ subject, seen: true })
  }, 60_000)

  it('files one by the reference in its subject from the lead’s own address (the admins told while the lead has no owner); leaves the rest unread in the inbox, not looked at again', async () => {
    const { id, email } = await lead({ owned: false })
    const byReference = `Re: Question about ${reference(id)}`
    const unrelated = `Newsletter ${randomUUID().slice(0, 6)}`
    const noSuchLead = `Re: QR-999999 ${randomUUID().slice(0, 6)}`
    const html = [
      // The lead's own address, in other capitals and with a +tag.
      `From: Ama Visitor <${email.toUpperCase().replace('@', '+desk@')}>`,
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
    expect(counts).toEqual({ filed: 1, held: 0, unmatched: 2, failed: 0 })
    const [entry] = await timeline(id)
    expect(entry).toMatchObject({ kind: 'emailReceived', subject: byReference })
    expect(entry.text).toContain('Only HTML here.')
    expect(emails.some((email) => email.includes(`To: ${users.admin.email}`))).toBe(true)
    const inbox = await imap.messages('INBOX')
    expect(inbox).toContainEqual({ subject: unrelated, seen: false })
    expect(inbox).toContainEqual({ subject: noSuchLead, seen: false })
    // Left unread for people, but not looked at again.
    expect(await pollInbox(payload, settings)).toEqual({
      filed: 0,
      held: 0,
      unmatched: 0,
      failed: 0,
    })
    expect(await imap.messages('INBOX')).toContainEqual({ subject: unrelated, seen: false })
  })

  it('files an answer once: the same message delivered twice, or filed again after a poll cut short', async () => {
    const { id, email } = await lead({ owned: false })
    const messageId = `<${randomUUID()}@visitor.test>`
    const subject = `Re: ${reference(id)} twice`
    await imap.append(message({ subject, messageId, from: email }))
    await imap.append(message({ subject, messageId, from: email }))
    expect(await pollInbox(payload, settings)).toMatchObject({ filed: 1 })
    const matched = await leadAnswered(payload, { messageIds: [], subject })
    expect(
      await fileAnswer(payload, matched!.lead, {
        messageId,
        from: email,
        subject,
        text: '',
        files: [],
      }),
    ).toBe('duplicate')
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

  it('keeps an attachment the file store would refuse as a download, whatever type it claims', async () => {
    const { id, email } = await lead({ owned: false })
    const subject = `Re: ${reference(id)} invoice ${randomUUID().slice(0, 6)}`
    const marker = randomUUID().slice(0, 8)
    const html = {
      name: `invoice-${marker}.html`,
      type: 'text/html',
      bytes: Buffer.from('<script>alert(1)</script>'),
    }
    const notAPng = { name: `photo-${marker}.png`, type: 'image/png', bytes: Buffer.alloc(900, 3) }
    await imap.append(message({ subject, from: email }, [html, notAPng]))
    expect(await pollInbox(payload, settings)).toMatchObject({ filed: 1, failed: 0 })
    const [entry] = await timeline(id)
    expect(entry.files?.map((file) => file.name)).toEqual([html.name, notAPng.name])
    const served = await callRoute(
      'GET',
      new URL(entry.files![0].url, 'http://localhost').pathname,
      { headers: { Authorization: `JWT ${users.sales.token}` } },
    )
    expect(served.status).toBe(200)
    expect(served.headers.get('content-disposition')).toBe('attachment')
    expect(served.headers.get('content-type')).not.toContain('html')
    expect(await imap.messages('Filed')).toContainEqual({ subject, seen: true })
  })

  it('moves a message it cannot file to Not filed, unread, and files the answers behind it in the same poll', async () => {
    const { id, email } = await lead({ owned: false })
    const poisoned = `Re: ${reference(id)} poisoned ${randomUUID().slice(0, 6)}`
    const real = `Re: ${reference(id)} real ${randomUUID().slice(0, 6)}`
    await imap.append(message({ subject: poisoned, from: email }, [offer]))
    await imap.append(message({ subject: real, from: email, text: 'The real answer.' }))
    // The file store fails: its folder is a file.
    const folder = path.join(uploadsDir, 'answer-files')
    const aside = `${folder}-aside-${randomUUID()}`
    await rename(folder, aside).catch(() => undefined)
    await writeFile(folder, 'not a folder')
    try {
      expect(await pollInbox(payload, settings)).toEqual({
        filed: 1,
        held: 0,
        unmatched: 0,
        failed: 1,
      })
    } finally {
      await rm(folder)
      await rename(aside, folder).catch(() => mkdir(folder, { recursive: true }))
    }
    const entries = await timeline(id)
    expect(entries.map((entry) => entry.subject)).toContain(real)
    expect(entries.map((entry) => entry.subject)).not.toContain(poisoned)
    expect(await imap.messages('Not filed')).toContainEqual({ subject: poisoned, seen: false })
    expect(await imap.messages('Filed')).toContainEqual({ subject: real, seen: true })
    // Nothing of the failed filing is left: no attachment row without its entry.
    const { totalDocs } = await payload.count({
      collection: 'answer-files',
      where: { submissionId: { equals: id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('holds a message naming a lead from another address for its owner to accept or discard, keeping none of its files and telling nobody', async () => {
    const { id, owner } = await lead({ owned: true })
    const stranger = `Re: ${reference(id)} from the CEO ${randomUUID().slice(0, 6)}`
    await imap.append(message({ subject: stranger, from: 'ceo@mtn.com.gh', text: 'Hi.' }, [offer]))
    let counts: Awaited<ReturnType<typeof pollInbox>> | undefined
    const emails = await emailsLoggedDuring(payload, async () => {
      counts = await pollInbox(payload, settings)
      await new Promise((resolve) => setTimeout(resolve, 500))
    })
    expect(counts).toEqual({ filed: 0, held: 1, unmatched: 0, failed: 0 })
    expect(emails.filter((email) => email.includes(`To: ${owner!.email}`))).toEqual([])
    const [held] = await timeline(id)
    expect(held).toMatchObject({ kind: 'emailHeld', emailAddress: 'ceo@mtn.com.gh' })
    expect(held.files).toBeUndefined()
    expect(held.text).toContain(`[Not kept, from an unknown sender: ${offer.name} (3 KB)`)
    expect(await imap.messages('Held')).toContainEqual({ subject: stranger, seen: true })

    // Accepted by someone who works the lead: it becomes the visitor's answer.
    const url = (decision: string) =>
      `/api/quote-requests/${id}/held-answers/${held.id}/${decision}`
    expect((await rest('POST', url('accept'), { token: users.editor.token })).status).toBe(403)
    const accepted = await rest('POST', url('accept'), { token: users.sales.token, body: {} })
    expect(accepted.status).toBe(201)
    expect((accepted.body.docs as LeadTimelineEntry[])[0]).toMatchObject({
      kind: 'emailReceived',
      subject: stranger,
    })
    const again = await rest('POST', url('discard'), { token: users.sales.token, body: {} })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.body)).toContain('This e-mail is no longer held')

    // A forged From the receiving server saw fail DMARC is held too; discarded, it is gone.
    const { email } = await payload.findByID({ collection: 'quote-requests', id })
    const forged = `Re: ${reference(id)} forged ${randomUUID().slice(0, 6)}`
    await imap.append(
      message({
        subject: forged,
        from: email,
        headers: ['Authentication-Results: mx.example.com; spf=fail; dmarc=fail header.from=x'],
      }),
    )
    expect(await pollInbox(payload, settings)).toMatchObject({ held: 1 })
    const [forgedEntry] = await timeline(id)
    expect(forgedEntry).toMatchObject({ kind: 'emailHeld', subject: forged })
    const discarded = await callRoute(
      'POST',
      `/api/quote-requests/${id}/held-answers/${forgedEntry.id}/discard`,
      {
        headers: {
          Authorization: `JWT ${users.sales.token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: '',
      },
    )
    expect(discarded.status).toBe(303)
    expect(discarded.headers.get('location')).toContain('held-decided=discard')
    expect((await timeline(id)).map((entry) => entry.subject)).not.toContain(forged)
  })

  it(`holds at most ${maxHeldAnswers} messages from unknown senders on a lead; the rest wait in the held folder`, async () => {
    const { id } = await lead({ owned: false })
    const marker = randomUUID().slice(0, 6)
    for (let each = 0; each < maxHeldAnswers + 2; each++) {
      await imap.append(
        message({ subject: `Re: ${reference(id)} ${marker} ${each}`, from: 'x@y.test' }),
      )
    }
    expect(await pollInbox(payload, settings)).toMatchObject({ held: maxHeldAnswers })
    const held = (await timeline(id)).filter((entry) => entry.kind === 'emailHeld')
    expect(held).toHaveLength(maxHeldAnswers)
    const inHeld = (await imap.messages('Held')).filter((each) => each.subject.includes(marker))
    expect(inHeld).toHaveLength(maxHeldAnswers + 2)
  })

  it(`reads at most ${maxReferencesRead} references of a subject, and a message that answers no lead once`, async () => {
    const { id, email } = await lead({ owned: false })
    // The lead's reference comes fourth, after three that name no lead.
    const subject = [
      ...Array.from({ length: 3 }, (_, n) => `QR-99999${n}`),
      reference(id),
      ...Array.from({ length: 2000 }, (_, n) => `QR-${800000 + n}`),
    ].join(' ')
    const marker = randomUUID().slice(0, 8)
    await imap.append(message({ subject: `${marker} ${subject}`, from: email }))
    const reads = await countedSelects(() => pollInbox(payload, settings))
    expect(reads.result).toMatchObject({ filed: 0, unmatched: 1 })
    expect(reads.count).toBeLessThanOrEqual(maxReferencesRead + 2)
    const again = await countedSelects(() => pollInbox(payload, settings))
    expect(again.result).toMatchObject({ unmatched: 0 })
    expect(again.count).toBe(0)
    expect(
      (await imap.messages('INBOX')).find((each) => each.subject.startsWith(marker)),
    ).toMatchObject({ seen: false })
  })
})
