import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { maxEntryLength } from '@/desk/timeline/kinds'
import { mentionedNames } from '@/desk/timeline/mentions'
import { refusals } from '@/desk/timeline/outcome'

import { loggedEmails } from '../../helpers/logged-emails'
import { testPayload } from '../../helpers/payload'
import { callRoute, rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { newMarker } from '../forms/submit'
import { colleague as makeColleague, quoteFromGhana, type Made } from './desk-fixtures'

let payload: Payload
let users: RoleUsers
const made: Made = []
const kofiPassword = `pw-${randomUUID()}`

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
})

afterAll(async () => {
  await deleteRoleUsers(payload, users)
})

const colleague = (name: string) => makeColleague(payload, made, name, kofiPassword)
const lead = (owner?: { id: number }) => quoteFromGhana(payload, made, owner)

const timelineOf = (id: number, token = users.sales.token) =>
  rest('GET', `/api/quote-requests/${id}/timeline`, { token })

const add = (id: number, body: object, token = users.sales.token) =>
  rest('POST', `/api/quote-requests/${id}/timeline`, { token, body })

const activityCount = async (id: number) =>
  (
    await payload.count({
      collection: 'lead-activities',
      where: { submissionCollection: { equals: 'quote-requests' }, submissionId: { equals: id } },
    })
  ).totalDocs

/** A lead page's form posted as a browser posts it before the admin's scripts run. */
const plainPost = (id: number, endpoint: 'timeline' | 'reply', fields: Record<string, string>) =>
  callRoute('POST', `/api/quote-requests/${id}/${endpoint}`, {
    headers: {
      Authorization: `JWT ${users.sales.token}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'x-client-address': randomUUID(),
    },
    body: new URLSearchParams(fields).toString(),
  })

describe("a lead's timeline", () => {
  it('starts with its arrival, the visitor’s answers, and the routing that assigned it', async () => {
    const kofi = await colleague('Kofi Mensah')
    const { id, marker } = await lead(kofi)
    const response = await timelineOf(id)
    expect(response.status).toBe(200)
    const [assigned, received] = response.body.docs
    expect(assigned).toMatchObject({ kind: 'assigned', owner: 'Kofi Mensah', who: null })
    expect(assigned.text).toMatch(/^Routing rule "Ghana /)
    expect(received).toMatchObject({ kind: 'received', who: null })
    expect(received.answers).toContain(`Company Name: ${marker}`)
    expect(received.answers).toContain('Country: Ghana')
  })

  it('shows notes, logged calls and messages, status changes and reassignments, newest first, each with who', async () => {
    const ama = await colleague('Ama Owusu')
    const { id } = await lead()
    expect((await add(id, { kind: 'call', text: 'Called Ada; she wants a demo.' })).status).toBe(
      201,
    )
    await rest('PATCH', `/api/quote-requests/${id}`, {
      token: users.sales.token,
      body: { status: 'contacted' },
    })
    await loggedEmails(payload, () =>
      rest('PATCH', `/api/quote-requests/${id}`, {
        token: users.sales.token,
        body: { owner: ama.id },
      }),
    )
    const added = await add(id, { kind: 'message', text: 'Sent the deck on WhatsApp.' })
    expect(added.status).toBe(201)
    const kinds = added.body.docs.map((entry: { kind: string; who: string | null }) => [
      entry.kind,
      entry.who,
    ])
    expect(kinds).toEqual([
      ['message', 'sales'],
      ['assigned', 'sales'],
      ['status', 'sales'],
      ['call', 'sales'],
      ['received', null],
    ])
    expect(added.body.docs[1]).toMatchObject({ owner: 'Ama Owusu' })
    expect(added.body.docs[2]).toMatchObject({ fromStatus: 'new', toStatus: 'contacted' })
  })

  it('e-mails the colleague a note names with @, with a link to the lead', async () => {
    const ama = await colleague('Ama Owusu')
    const { id } = await lead()
    let response: Awaited<ReturnType<typeof add>> | undefined
    const [email] = await loggedEmails(payload, async () => {
      response = await add(id, { kind: 'note', text: '@Ama can you take the call on Monday?' })
    })
    expect(response?.status).toBe(201)
    expect(email).toContain(`To: ${ama.email}`)
    expect(email).toContain(`"sales mentioned you on QR-${String(id).padStart(6, '0')}"`)
    expect(email).toContain('@Ama can you take the call on Monday?')
    expect(email).toContain(`/admin/collections/quote-requests/${id}`)
    const { docs } = await payload.find({
      collection: 'lead-activities',
      where: { submissionId: { equals: id }, kind: { equals: 'note' } },
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ author: users.sales.id, mentions: [ama.id] })
  })

  it('refuses, saying why and saving nothing: an empty or oversize entry, an unknown kind, an @name that is no one, several, or a colleague who cannot see the lead', async () => {
    await colleague('Yaw Asante')
    await colleague('Yaw Boateng')
    await makeColleague(payload, made, 'Efua Quartey', kofiPassword, ['editor'])
    const { id } = await lead()
    const before = await activityCount(id)
    const refusals: [object, string][] = [
      [{ kind: 'note', text: '   ' }, 'Write something first.'],
      [{ kind: 'note' }, 'Write something first.'],
      [
        { kind: 'call', text: 'x'.repeat(maxEntryLength + 1) },
        `This is 5,001 characters long; the most is 5,000.`,
      ],
      [{ kind: 'emailSent', text: 'Forged' }, 'Choose a note, a call or a message.'],
      [{ kind: 'note', text: 'Ask @Nobody about it' }, 'No colleague is called @Nobody.'],
      [
        { kind: 'note', text: 'Ask @Efua for the brochure' },
        'Efua Quartey cannot see this lead: only staff who work quote requests can. Write to them another way, or ask an admin to give them the role.',
      ],
      [
        { kind: 'note', text: '@Yaw please call back' },
        '@Yaw could be Yaw Asante or Yaw Boateng: write the whole name without spaces, e.g. @YawAsante.',
      ],
    ]
    for (const [body, message] of refusals) {
      const response = await add(id, body)
      expect(response.status, message).toBe(400)
      expect(response.body.errors[0].message).toBe(message)
    }
    expect(await activityCount(id)).toBe(before)
  })

  it("takes the lead page's plain form post and answers with a redirect back, saying what happened", async () => {
    const { id } = await lead()
    const before = await activityCount(id)
    const post = (fields: Record<string, string>) => plainPost(id, 'timeline', fields)
    const page = `/admin/collections/quote-requests/${id}`
    const added = await post({ kind: 'call', text: 'Called from the road', status: 'quoted' })
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(`${page}?timeline-added=1`)
    const refused = await post({ kind: 'note', text: 'Ask @Nobody about it' })
    expect(refused.headers.get('location')).toBe(`${page}?timeline-refused=mention`)
    await makeColleague(payload, made, 'Kwesi Recruiter', kofiPassword, ['recruiter'])
    const hidden = await post({ kind: 'note', text: 'Ask @KwesiRecruiter about it' })
    expect(hidden.headers.get('location')).toBe(`${page}?timeline-refused=mentionHidden`)
    const empty = await post({ kind: 'note', text: ' ' })
    expect(empty.headers.get('location')).toBe(`${page}?timeline-refused=empty`)
    expect(await activityCount(id)).toBe(before + 1)
    const { body } = await timelineOf(id)
    expect(body.docs[0]).toMatchObject({ kind: 'call', text: 'Called from the road' })
  })

  it("replies from the record: from the owner's team's address with the sender's name, placeholders filled, the reference in the subject, the Message-ID kept, the clock stopped", async () => {
    const kofi = await colleague('Kofi Mensah')
    const team = await payload.create({
      collection: 'teams',
      data: {
        name: `Accra ${newMarker()}`,
        members: [kofi.id],
        replyAddress: 'accra@desk.test',
      } as never,
    })
    made.push({ collection: 'teams', id: team.id })
    const { id } = await lead(kofi)
    const reference = `QR-${String(id).padStart(6, '0')}`
    const token = (
      await rest('POST', '/api/users/login', {
        body: { email: kofi.email, password: kofiPassword },
      })
    ).body.token
    let response: Awaited<ReturnType<typeof rest>> | undefined
    const [email] = await loggedEmails(payload, async () => {
      response = await rest('POST', `/api/quote-requests/${id}/reply`, {
        token,
        body: { subject: 'Your quote', body: 'Dear {name},\n\nAbout {reference}.\n\n{sender}' },
      })
    })
    expect(response?.status).toBe(201)
    expect(email).toContain(`"Your quote [${reference}]"`)
    expect(email).toContain('From: "Kofi Mensah" <accra@desk.test>')
    expect(email).toMatch(
      new RegExp(`Message-ID: <${reference.toLowerCase()}\\.[0-9a-f-]+@desk\\.test>`),
    )
    expect(email).toContain(`About ${reference}.\n\nKofi Mensah`)
    expect(email).not.toContain('{name}')
    const [sent] = response?.body.docs ?? []
    expect(sent).toMatchObject({
      kind: 'emailSent',
      who: 'Kofi Mensah',
      subject: `Your quote [${reference}]`,
    })
    const { docs } = await payload.find({
      collection: 'lead-activities',
      where: { submissionId: { equals: id }, kind: { equals: 'emailSent' } },
      depth: 0,
    })
    expect(email).toContain(`Message-ID: ${docs[0].messageId}`)
    const stored = await payload.findByID({ collection: 'quote-requests', id, depth: 0 })
    expect(stored.firstResponseAt).toBeTruthy()
  })

  it('refuses an empty or oversize reply, and one to a lead erased meanwhile, sending nothing', async () => {
    const { id } = await lead()
    const before = await activityCount(id)
    const reply = (body: object, lead = id) =>
      rest('POST', `/api/quote-requests/${lead}/reply`, { token: users.sales.token, body })
    expect((await reply({ subject: 'Hello', body: '  ' })).body.errors[0].message).toBe(
      'Write the e-mail first.',
    )
    expect((await reply({ body: 'Hello' })).body.errors[0].message).toBe('Write a subject first.')
    // The page's plain form post comes back saying which field is missing.
    const page = `/admin/collections/quote-requests/${id}`
    const noSubject = await plainPost(id, 'reply', { subject: ' ', body: 'Hello' })
    expect(noSubject.headers.get('location')).toBe(`${page}?reply-refused=noSubject`)
    expect(refusals.noSubject).toBe('Write a subject first.')
    const noReply = await plainPost(id, 'reply', { subject: 'Hello', body: '' })
    expect(noReply.headers.get('location')).toBe(`${page}?reply-refused=noReply`)
    expect(refusals.noReply).toBe('Write the e-mail first.')
    const long = await reply({ subject: 'Hello', body: 'x'.repeat(20_001) })
    expect(long.status).toBe(400)
    expect(long.body.errors[0].message).toBe(
      'An e-mail takes at most 20,000 characters, and its subject 200.',
    )
    expect(await activityCount(id)).toBe(before)
    await payload.delete({ collection: 'quote-requests', id })
    const erased = await reply({ subject: 'Hello', body: 'Are you there?' })
    expect(erased.status).toBe(404)
    expect(erased.body.errors[0].message).toBe(
      'This lead no longer exists: it was erased or deleted. Nothing was saved.',
    )
    const recruiter = await rest('POST', `/api/quote-requests/${(await lead()).id}/reply`, {
      token: users.recruiter.token,
      body: { subject: 'Hello', body: 'Hi' },
    })
    expect(recruiter.status).toBe(403)
  })

  it('tells a whole name apart, and an e-mail address is no mention', async () => {
    const yaw = await colleague('Yaw Asante')
    await colleague('Yaw Boateng')
    const { id } = await lead()
    const [email] = await loggedEmails(payload, () =>
      add(id, { kind: 'note', text: 'Per ada@example.com, @YawAsante follows up.' }),
    )
    expect(email).toContain(`To: ${yaw.email}`)
    expect(mentionedNames('Per ada@example.com, @YawAsante follows up. (@Ama.)')).toEqual([
      'YawAsante',
      'Ama',
    ])
  })

  it('is read and written only by those who work the lead', async () => {
    const { id } = await lead()
    for (const role of ['editor', 'recruiter', 'noRole'] as const) {
      expect((await timelineOf(id, users[role].token)).status, role).toBe(403)
      expect((await add(id, { kind: 'note', text: 'Hi' }, users[role].token)).status, role).toBe(
        403,
      )
    }
    expect((await rest('GET', `/api/quote-requests/${id}/timeline`, {})).status).toBe(403)
    expect((await timelineOf(id, users.admin.token)).status).toBe(200)
    const entries = await rest('POST', '/api/lead-activities', {
      token: users.admin.token,
      body: { submissionCollection: 'quote-requests', submissionId: id, kind: 'note', text: 'x' },
    })
    expect(entries.status).toBe(403)
  })

  it('answers 404 for a lead that does not exist', async () => {
    expect((await timelineOf(999_999_999)).status).toBe(404)
    expect((await add(999_999_999, { kind: 'note', text: 'Hello' })).status).toBe(404)
  })
})
