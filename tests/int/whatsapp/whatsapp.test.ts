import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { refusals } from '@/desk/timeline/outcome'
import { submissionTypes } from '@/submissions'
import { invalidNumberMessage } from '@/whatsapp/chat-link'
import { leadChat } from '@/whatsapp/lead-chat'

import { validContact, validQuote } from '../../helpers/form-values'
import { callRoute, login, rest } from '../../helpers/rest'
import { colleague, deskTestContext } from '../desk/desk-fixtures'
import { newMarker, submit } from '../forms/submit'

const context = deskTestContext()

const settingsPath = '/api/globals/site-settings'

/** A quote request from Ghana sent through the form, in the page's language; its id. */
async function quote(language: 'en' | 'fr' = 'en', values: Record<string, unknown> = {}) {
  const marker = newMarker()
  const sent = await submit(
    context.payload,
    'quote',
    { ...validQuote(marker), country: 'GH', phone: '+233 20 123 4567', ...values },
    { headers: { 'content-language': language } },
  )
  expect(sent.status).toBe(201)
  const { docs } = await context.payload.find({
    collection: 'quote-requests',
    where: { companyName: { equals: marker } },
    depth: 0,
  })
  return docs[0].id
}

const reference = (id: number) => `QR-${String(id).padStart(6, '0')}`

/** Kofi, a salesperson, signed in. */
async function kofi() {
  const password = `pw-${randomUUID()}`
  const user = await colleague(context.payload, context.made, 'Kofi Mensah', password)
  return { user, token: await login(user.email, password) }
}

const siteName = async () =>
  (await context.payload.findGlobal({ slug: 'site-settings', depth: 0 })).siteName

describe('the WhatsApp settings', () => {
  it('take a business number in E.164 from an admin over REST, and refuse any other, saying why', async () => {
    const admin = { token: context.users.admin.token }
    const before = await context.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    try {
      for (const wrong of ['0201234567', '233201234567', '+1234567', '+1234567890123456']) {
        const refused = await rest('POST', settingsPath, {
          ...admin,
          body: { whatsapp: { number: wrong } },
        })
        expect(refused.status, wrong).toBe(400)
        expect(JSON.stringify(refused.body), wrong).toContain(invalidNumberMessage)
      }
      const team = await context.payload.create({
        collection: 'teams',
        data: {
          name: `Sales Accra ${randomUUID().slice(0, 6)}`,
          timeZone: 'Africa/Accra',
          workingDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
          opensAt: '08:00',
          closesAt: '18:00',
        },
      })
      context.made.push({ collection: 'teams', id: team.id })
      const saved = await rest('POST', settingsPath, {
        ...admin,
        body: { whatsapp: { number: '+233 20 123 4567', hoursTeam: team.id } },
      })
      expect(saved.status).toBe(200)
      // Spaced as people write it, kept as the forms keep phones.
      expect(saved.body.result.whatsapp.number).toBe('+233201234567')
      // An editor sees the settings but cannot change whose hours visitors see.
      const byEditor = await rest('POST', settingsPath, {
        token: context.users.editor.token,
        body: { whatsapp: { hoursTeam: null } },
      })
      expect(byEditor.status).toBe(200)
      // What the pages read: public, the number and the team (not its details, which are staff's).
      const read = await rest('GET', settingsPath)
      expect(read.body.whatsapp).toMatchObject({ number: '+233201234567', hoursTeam: team.id })
      // Cleared: the site shows no button.
      const cleared = await rest('POST', settingsPath, {
        ...admin,
        body: { whatsapp: { number: '' } },
      })
      expect(cleared.status).toBe(200)
    } finally {
      await context.payload.updateGlobal({
        slug: 'site-settings',
        data: { whatsapp: before.whatsapp ?? {} },
      })
    }
  })
})

describe("a lead's WhatsApp action", () => {
  it('opens a chat with the visitor’s phone and a first message in the lead’s language, signed by the sender', async () => {
    const { user } = await kofi()
    const req = {
      payload: context.payload,
      user: { ...user, collection: 'users' },
    } as unknown as PayloadRequest
    const type = submissionTypes.find((each) => each.slug === 'quote-requests')!
    const company = await siteName()

    const english = await quote('en')
    const chat = await leadChat(req, type, english)
    expect(chat).toMatchObject({ name: 'Ada Okafor' })
    const link = new URL(chat!.link)
    expect(link.origin + link.pathname).toBe('https://wa.me/233201234567')
    expect(link.searchParams.get('text')).toBe(
      `Hello Ada Okafor, this is Kofi Mensah from ${company}, about your quote request ${reference(english)}.`,
    )

    const french = await quote('fr', { contactName: 'Awa Diallo' })
    expect((await leadChat(req, type, french))?.text).toBe(
      `Bonjour Awa Diallo, ici Kofi Mensah, de ${company}, au sujet de votre demande de devis ${reference(french)}.`,
    )

    // The quote form turns a national number into E.164 with the country's code.
    const national = await leadChat(req, type, await quote('en', { phone: '020 123 4567' }))
    expect(national?.link).toMatch(/^https:\/\/wa\.me\/233201234567\?/)
  })

  it('logs the message on the timeline once the sender confirms, and it counts as the first response', async () => {
    const { token } = await kofi()
    const id = await quote()
    const logged = await rest('POST', `/api/quote-requests/${id}/whatsapp`, { token, body: {} })
    expect(logged.status).toBe(201)
    expect(logged.body.docs[0]).toMatchObject({
      kind: 'whatsapp',
      who: 'Kofi Mensah',
      text: expect.stringContaining(`Hello Ada Okafor, this is Kofi Mensah`),
    })
    const stored = await context.payload.findByID({ collection: 'quote-requests', id, depth: 0 })
    expect(stored.firstResponseAt).toEqual(expect.any(String))
    expect(stored.responseMinutes).toEqual(expect.any(Number))
    expect(stored.reminderDueAt ?? null).toBeNull()
    expect(stored.escalationDueAt ?? null).toBeNull()

    // A second message is logged too, but the first response stays the first.
    const again = await rest('POST', `/api/quote-requests/${id}/whatsapp`, { token, body: {} })
    expect(again.status).toBe(201)
    const after = await context.payload.findByID({ collection: 'quote-requests', id, depth: 0 })
    expect(after.firstResponseAt).toBe(stored.firstResponseAt)
    expect(
      again.body.docs.filter((entry: { kind: string }) => entry.kind === 'whatsapp'),
    ).toHaveLength(2)
  })

  it("takes the lead page's plain form post and answers with a redirect back", async () => {
    const id = await quote()
    const posted = await callRoute('POST', `/api/quote-requests/${id}/whatsapp`, {
      headers: {
        Authorization: `JWT ${context.users.sales.token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'x-client-address': randomUUID(),
      },
      // The whole document form comes along; none of it is read.
      body: new URLSearchParams({ kind: 'note', text: 'not this' }).toString(),
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe(
      `/admin/collections/quote-requests/${id}?timeline-added=1`,
    )
    const timeline = await rest('GET', `/api/quote-requests/${id}/timeline`, {
      token: context.users.sales.token,
    })
    expect(timeline.body.docs[0]).toMatchObject({ kind: 'whatsapp' })
  })

  it('is refused for a lead without a phone to write to, and for those who do not work the lead', async () => {
    const marker = newMarker()
    expect((await submit(context.payload, 'contact', validContact(marker))).status).toBe(201)
    const { docs } = await context.payload.find({
      collection: 'contact-submissions',
      where: { firstName: { equals: marker } },
      depth: 0,
    })
    const noPhone = await rest('POST', `/api/contact-submissions/${docs[0].id}/whatsapp`, {
      token: context.users.sales.token,
      body: {},
    })
    expect(noPhone.status).toBe(400)
    expect(noPhone.body.errors[0].message).toBe(refusals.noPhone)

    const id = await quote()
    for (const role of ['recruiter', 'editor', 'noRole'] as const) {
      const refused = await rest('POST', `/api/quote-requests/${id}/whatsapp`, {
        token: context.users[role].token,
        body: {},
      })
      expect(refused.status, role).toBe(403)
    }
    const stored = await context.payload.findByID({ collection: 'quote-requests', id, depth: 0 })
    expect(stored.firstResponseAt ?? null).toBeNull()
  })
})
