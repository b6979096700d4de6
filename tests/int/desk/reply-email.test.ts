import { randomUUID } from 'node:crypto'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { pdf } from '../../helpers/documents'
import { testPayload } from '../../helpers/payload'
import { callRoute, login, rest } from '../../helpers/rest'
import { newMarker } from '../forms/submit'
import { colleague, quoteFromGhana, type Made } from './desk-fixtures'

let payload: Payload
let sink: SMTPServer
const received: ParsedMail[] = []
let sendThroughPayload: Payload['sendEmail']
const made: Made = []
const password = `pw-${randomUUID()}`

/** A mail server on a free port that keeps every message it is given, parsed. */
function startSink(): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 })
    }),
  )
}

beforeAll(async () => {
  payload = await testPayload()
  const { server, port } = await startSink()
  sink = server
  // The app's own SMTP adapter, on the sink: this process started the app without a mail server.
  const smtp = (
    await nodemailerAdapter({
      defaultFromAddress: 'website@example.com',
      defaultFromName: 'Website',
      skipVerify: true,
      transportOptions: { host: '127.0.0.1', port, secure: false, ignoreTLS: true },
    })
  )({ payload })
  sendThroughPayload = payload.sendEmail
  payload.sendEmail = (message) => smtp.sendEmail(message)
})

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
  received.splice(0)
})

afterAll(async () => {
  payload.sendEmail = sendThroughPayload
  await new Promise<void>((resolve) => sink.close(() => resolve()))
})

/** A salesperson of a team with a reply address, with their signatures, signed in. */
async function salesperson() {
  const kofi = await colleague(payload, made, 'Kofi Mensah', password)
  await payload.update({
    collection: 'users',
    id: kofi.id,
    data: {
      signatures: {
        english: 'Kofi Mensah\nSales, Accra\n+233 20 123 4567',
        french: 'Kofi Mensah\nCommercial, Accra',
      },
    },
  })
  const team = await payload.create({
    collection: 'teams',
    data: {
      name: `Accra ${newMarker()}`,
      members: [kofi.id],
      replyAddress: 'accra@desk.test',
    } as never,
  })
  made.push({ collection: 'teams', id: team.id })
  return { kofi, token: await login(kofi.email, password) }
}

/** The e-mail as the lead page's scripts send it: FormData, an answer in JSON asked for. */
function sendEmail(id: number, token: string, fields: Record<string, string>, files: File[] = []) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append('attachments', file)
  return callRoute('POST', `/api/quote-requests/${id}/reply`, {
    headers: {
      Authorization: `JWT ${token}`,
      Accept: 'application/json',
      'x-client-address': randomUUID(),
    },
    body: form,
  })
}

const proposal = () =>
  new File([new Uint8Array(pdf())], 'Proposal 2027.pdf', { type: 'application/pdf' })

/** The files kept as the quote request's. */
const filesOfLead = async (id: number) =>
  (
    await payload.find({
      collection: 'answer-files',
      where: { submissionCollection: { equals: 'quote-requests' }, submissionId: { equals: id } },
    })
  ).docs

const waitForMail = async (count = 1) => {
  for (let tries = 0; received.length < count && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return received
}

describe('e-mail from a lead’s page', () => {
  it('reaches the mail server as HTML with its plain-text part, the signature in place of {sender}, the CC and the attached proposal', async () => {
    const { kofi, token } = await salesperson()
    const { id } = await quoteFromGhana(payload, made, kofi)
    const reference = `QR-${String(id).padStart(6, '0')}`
    const response = await sendEmail(
      id,
      token,
      {
        subject: 'Your proposal',
        html: '<p>Dear {name},</p><p>Please find <strong>our proposal</strong> attached.<script>alert(1)</script></p><p>Kind regards,<br>{sender}</p>',
        cc: 'ama@operator.test, finance@operator.test',
        bcc: 'archive@desk.test',
      },
      [proposal()],
    )
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const [mail] = await waitForMail()
    expect(mail.subject).toBe(`Your proposal [${reference}]`)
    expect(mail.from?.text).toBe('"Kofi Mensah" <accra@desk.test>')
    expect([mail.cc].flat().map((cc) => cc?.text)).toEqual([
      'ama@operator.test, finance@operator.test',
    ])
    expect(mail.html).toContain('<strong>our proposal</strong>')
    expect(mail.html).not.toContain('<script')
    expect(mail.html).toContain(
      'Kind regards,<br />Kofi Mensah<br />Sales, Accra<br />+233 20 123 4567',
    )
    expect(mail.html).not.toContain('{sender}')
    expect(mail.text).toContain('Please find our proposal attached.')
    expect(mail.text).toContain('Kind regards,\nKofi Mensah\nSales, Accra')
    expect(mail.text?.match(/Kofi Mensah/g)).toHaveLength(1)
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0].filename).toBe('Proposal-2027.pdf')
    expect(mail.attachments[0].content.equals(pdf())).toBe(true)
    // The thread's first message on the timeline, with its copies and its file as the lead's.
    const [sent] = response.body.docs
    expect(sent).toMatchObject({
      kind: 'emailSent',
      subject: `Your proposal [${reference}]`,
      cc: 'ama@operator.test, finance@operator.test',
    })
    expect(sent.html).toContain('<strong>our proposal</strong>')
    const files = await filesOfLead(id)
    expect(files).toHaveLength(1)
    // Kept under a name the store makes unique, linked from the timeline.
    expect(sent.files).toEqual([
      expect.objectContaining({ id: files[0].id, name: files[0].filename }),
    ])
    expect(files[0].mimeType).toBe('application/pdf')
  })

  it('sends a lead’s file again, and the French signature to a French lead; plain text becomes paragraphs', async () => {
    const { kofi, token } = await salesperson()
    const { id } = await quoteFromGhana(payload, made)
    await payload.update({ collection: 'quote-requests', id, data: { language: 'fr' } as never })
    expect(
      (await sendEmail(id, token, { subject: 'Proposition', html: '<p>Voici.</p>' }, [proposal()]))
        .status,
    ).toBe(201)
    const [file] = await filesOfLead(id)
    await waitForMail()
    received.splice(0)
    const again = await sendEmail(id, token, {
      subject: 'Relance',
      body: 'Bonjour,\n\nLa proposition <à jour>.',
      files: String(file.id),
    })
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    const [mail] = await waitForMail()
    expect(mail.html).toContain(
      '<p>La proposition &lt;à jour&gt;.</p><p>Kofi Mensah<br />Commercial, Accra</p>',
    )
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([file.filename])
    expect(kofi.id).toBeGreaterThan(0)
  })

  it('refuses bad copies, too many of them, an empty e-mail, a file that is not a document and attachments over 10 MB, sending and storing nothing', async () => {
    const { token } = await salesperson()
    const { id } = await quoteFromGhana(payload, made)
    const refusals: [Record<string, string>, File[], number, string | RegExp][] = [
      [
        { subject: 'Hi', html: '<p>Hi</p>', cc: 'ama@operator.test, not-an-address' },
        [],
        400,
        '“not-an-address” in CC is not an e-mail address',
      ],
      [
        {
          subject: 'Hi',
          html: '<p>Hi</p>',
          bcc: Array.from({ length: 11 }, (_, n) => `p${n}@operator.test`).join(','),
        },
        [],
        400,
        'BCC takes at most 10 addresses; it has 11.',
      ],
      [{ subject: 'Hi', html: '<p><br></p>' }, [], 400, 'Write the e-mail first.'],
      [
        { subject: 'Hi', html: '<p>Hi</p>' },
        [new File(['<html><script>alert(1)</script></html>'], 'proposal.pdf')],
        400,
        /“proposal\.pdf” was not sent: attach PDF, Word/,
      ],
      [
        { subject: 'Hi', html: '<p>Hi</p>' },
        [proposal(), new File([new Uint8Array(10 * 1024 * 1024)], 'big.pdf')],
        413,
        /more than 10 MB together/,
      ],
    ]
    for (const [fields, files, status, message] of refusals) {
      const response = await sendEmail(id, token, fields, files)
      expect(response.status, JSON.stringify(response.body)).toBe(status)
      expect(response.body.errors[0].message).toMatch(message)
    }
    expect(await filesOfLead(id)).toEqual([])
    const sent = await payload.count({
      collection: 'lead-activities',
      where: { submissionId: { equals: id }, kind: { equals: 'emailSent' } },
    })
    expect(sent.totalDocs).toBe(0)
    expect(received).toHaveLength(0)
  })

  it('refuses a declared length over the limit before reading the body', async () => {
    const { token } = await salesperson()
    const { id } = await quoteFromGhana(payload, made)
    const response = await callRoute('POST', `/api/quote-requests/${id}/reply`, {
      headers: {
        Authorization: `JWT ${token}`,
        Accept: 'application/json',
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(12 * 1024 * 1024),
        'x-client-address': randomUUID(),
      },
      body: '--x--',
    })
    expect(response.status).toBe(413)
    expect(response.body.errors[0].message).toMatch(/more than 10 MB together/)
  })

  it('lets nobody who may not read the lead send from it or read its files', async () => {
    const { token } = await salesperson()
    const { id } = await quoteFromGhana(payload, made)
    expect(
      (await sendEmail(id, token, { subject: 'Proposal', html: '<p>Attached.</p>' }, [proposal()]))
        .status,
    ).toBe(201)
    const [file] = await filesOfLead(id)
    expect((await rest('GET', `/api/answer-files/file/${file.filename}`, { token })).status).toBe(
      200,
    )
    const recruiter = await colleague(payload, made, 'Esi Recruiter', password, ['recruiter'])
    const editor = await colleague(payload, made, 'Yaw Editor', password, ['editor'])
    for (const outsider of [recruiter, editor]) {
      const outsiderToken = await login(outsider.email, password)
      const refused = await sendEmail(id, outsiderToken, { subject: 'Hi', html: '<p>Hi</p>' })
      expect(refused.status).toBe(403)
      expect(
        (await rest('GET', `/api/answer-files/file/${file.filename}`, { token: outsiderToken }))
          .status,
      ).toBe(403)
      // Its row is refused too (or not even found).
      expect([403, 404]).toContain(
        (await rest('GET', `/api/answer-files/${file.id}`, { token: outsiderToken })).status,
      )
    }
    expect((await rest('GET', `/api/answer-files/file/${file.filename}`)).status).toBe(403)
  })
})
