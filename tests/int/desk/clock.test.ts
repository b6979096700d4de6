import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { digestUnassignedLeads, sweepLeadClocks } from '@/desk/clock/sweep'

import { validQuote } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { newMarker, submit } from '../forms/submit'
import { colleague as makeColleague, type Made } from './desk-fixtures'

let payload: Payload
let users: RoleUsers
const made: Made = []

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

const colleague = (name: string) => makeColleague(payload, made, name)

/** Kofi, on the Accra desk (GMT, Monday to Friday 08:00–17:00) led by Ama, takes quotes from Ghana. */
async function accraDesk() {
  const kofi = await colleague('Kofi Mensah')
  const ama = await colleague('Ama Owusu')
  const efua = await colleague('Efua Boateng')
  const team = await payload.create({
    collection: 'teams',
    data: {
      name: `Accra desk ${newMarker()}`,
      // Kofi takes the leads (first in turn); Ama and Efua are the members flagged as its leads.
      members: [kofi.id, ama.id, efua.id],
      leads: [ama.id, efua.id],
      timeZone: 'Africa/Accra',
    } as never,
  })
  made.push({ collection: 'teams', id: team.id })
  const rule = await payload.create({
    collection: 'routing-rules',
    data: {
      name: `Ghana ${newMarker()}`,
      submissionTypes: ['quote-requests'],
      countries: ['GH'],
      assignee: kofi.id,
    },
  })
  made.push({ collection: 'routing-rules', id: rule.id })
  return { kofi, ama, efua }
}

/** A quote from Ghana (or elsewhere) sent at `now`; its stored clock. */
async function quoteAt(now: Date, country = 'GH') {
  const marker = newMarker()
  expect((await submit(payload, 'quote', { ...validQuote(marker), country }, { now })).status).toBe(
    201,
  )
  const { docs } = await payload.find({
    collection: 'quote-requests',
    where: { companyName: { equals: marker } },
    depth: 0,
  })
  return docs[0]
}

const friday1630 = new Date('2026-11-27T16:30:00Z') // Accra is on GMT
const reference = (id: number) => `QR-${String(id).padStart(6, '0')}`

const sweepAt = (iso: string) => sweepLeadClocks(payload, new Date(iso))

/** Every e-mail queued so far, oldest first (the job schedule sends them). */
async function queuedEmails() {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs.map((job) => job.input as { to: string; subject: string; text: string })
}

/** The e-mails the clock queued about a lead. */
const queuedAbout = async (id: number) =>
  (await queuedEmails()).filter((email) => email.subject.includes(reference(id)))

/** The admins' digests of unassigned leads the clock queued. */
const queuedDigests = async () =>
  (await queuedEmails()).filter((email) => / wait(s)? with no owner$/.test(email.subject))

/** The clock's own e-mails among them: reminders and escalations. */
const isClockEmail = ({ subject }: { subject: string }) =>
  /^Reminder: | has waited past | has no owner /.test(subject)

describe('the speed-to-lead clock', () => {
  it('is due at the target in the owner’s team hours: a quote at 16:30 on a Friday is due at 08:30 on Monday', async () => {
    await accraDesk()
    const lead = await quoteAt(friday1630)
    expect(lead.responseTargetMinutes).toBe(60)
    expect(lead.responseDueAt).toBe('2026-11-30T08:30:00.000Z')
    expect(lead.reminderDueAt).toBe('2026-11-27T17:00:00.000Z')
  })

  it('takes each type’s target from Site settings: quotes at two business days make the Friday 16:30 quote due on Tuesday at 16:30', async () => {
    await accraDesk()
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const targets = before.responseTargets!
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { responseTargets: { ...targets, quoteRequestsAmount: 2, quoteRequestsUnit: 'days' } },
    })
    try {
      const lead = await quoteAt(friday1630)
      expect(lead.responseTargetMinutes).toBe(2 * 9 * 60)
      expect(lead.responseDueAt).toBe('2026-12-01T16:30:00.000Z')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { responseTargets: targets } })
    }
  })

  it('keeps the targets to admins, each a whole number from 1 to 1,000', async () => {
    const admin = { token: users.admin.token }
    const change = (quoteRequestsAmount: unknown) =>
      rest('POST', '/api/globals/site-settings', {
        ...admin,
        body: { responseTargets: { quoteRequestsAmount } },
      })
    for (const wrong of [0, 1.5, 1001]) {
      const refused = await change(wrong)
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain('Enter a whole number from 1 to 1000.')
    }
    const asEditor = await rest('GET', '/api/globals/site-settings', { token: users.editor.token })
    expect(asEditor.body.responseTargets).toBeUndefined()
    const asAdmin = await rest('GET', '/api/globals/site-settings', admin)
    expect(asAdmin.body.responseTargets).toMatchObject({
      quoteRequestsAmount: 1,
      quoteRequestsUnit: 'hours',
      careerApplicationsAmount: 5,
      careerApplicationsUnit: 'days',
    })
  })

  it('reminds the owner at half the target and escalates to the team’s leads at the target, once each, on the timeline', async () => {
    const { kofi, ama, efua } = await accraDesk()
    const lead = await quoteAt(friday1630)
    const ref = reference(lead.id)
    const clockEmails = async () => (await queuedAbout(lead.id)).filter(isClockEmail)

    await sweepAt('2026-11-27T16:59:00Z')
    expect(await clockEmails()).toEqual([])
    await sweepAt('2026-11-27T17:00:00Z')
    await sweepAt('2026-11-27T17:05:00Z')
    const [reminder, ...none] = await clockEmails()
    expect(none).toEqual([])
    expect(reminder).toMatchObject({
      to: kofi.email,
      subject: `Reminder: ${ref} is waiting for its first response`,
    })
    expect(reminder.text).toContain('Its first response is due 30 Nov 2026, 08:30.')

    await sweepAt('2026-11-30T08:30:00Z')
    await sweepAt('2026-11-30T09:00:00Z')
    const escalations = (await clockEmails()).slice(1)
    const subject = `${ref} has waited past its target for a first response`
    expect(escalations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: ama.email, subject }),
        expect.objectContaining({ to: efua.email, subject }),
      ]),
    )
    expect(escalations).toHaveLength(2)

    const timeline = await rest('GET', `/api/quote-requests/${lead.id}/timeline`, {
      token: users.admin.token,
    })
    expect(timeline.body.docs.map((entry: { kind: string }) => entry.kind)).toEqual([
      'escalation',
      'reminder',
      'assigned',
      'received',
    ])
  })

  it('sends each reminder once when two sweeps run at the same moment', async () => {
    const { kofi } = await accraDesk()
    const lead = await quoteAt(friday1630)
    await Promise.all([sweepAt('2026-11-27T17:01:00Z'), sweepAt('2026-11-27T17:01:00Z')])
    const reminders = (await queuedAbout(lead.id)).filter((email) =>
      email.subject.startsWith('Reminder'),
    )
    expect(reminders).toEqual([expect.objectContaining({ to: kofi.email })])
  })

  it('stops at a logged call, counting business minutes, and then neither reminds nor escalates', async () => {
    await accraDesk()
    const lead = await quoteAt(friday1630)
    const call = await rest('POST', `/api/quote-requests/${lead.id}/timeline`, {
      token: users.admin.token,
      body: { kind: 'call', text: 'Called Ada back.' },
    })
    expect(call.status).toBe(201)
    const stored = await payload.findByID({ collection: 'quote-requests', id: lead.id, depth: 0 })
    expect(stored.firstResponseAt).toEqual(expect.any(String))
    // Business minutes since Friday 16:30 in Accra: at least the half hour to closing.
    expect(stored.responseMinutes).toBeGreaterThanOrEqual(30)
    expect(stored.reminderDueAt ?? null).toBeNull()
    await sweepAt('2026-12-01T12:00:00Z')
    expect((await queuedAbout(lead.id)).filter(isClockEmail)).toEqual([])
  })

  it('tells the admins of unassigned leads in one digest, not an e-mail per lead', async () => {
    const first = await quoteAt(friday1630, 'KE')
    const second = await quoteAt(friday1630, 'KE')
    expect(first.owner ?? null).toBeNull()
    expect(first.responseDueAt).toBe(friday1630.toISOString())
    // The minute's sweep leaves them to the digest.
    await sweepAt('2026-11-27T16:31:00Z')
    expect((await queuedAbout(first.id)).filter(isClockEmail)).toEqual([])

    const digestFor = async () =>
      (await queuedDigests()).filter(
        (email) =>
          email.to === users.admin.email &&
          email.text.includes(`/quote-requests/${first.id}`) &&
          email.text.includes(`/quote-requests/${second.id}`),
      )
    await digestUnassignedLeads(payload, new Date('2026-11-27T16:45:00Z'))
    const [digest, ...more] = await digestFor()
    expect(more).toEqual([])
    expect(digest.subject).toMatch(/^\d+ leads wait with no owner$/)
    expect(digest.text).toContain(`${reference(first.id)} · `)
    expect(digest.text).toContain('You get this at most every 15 minutes.')
    // Each lead is told of once: the next digest has nothing more to say of them.
    await digestUnassignedLeads(payload, new Date('2026-11-27T17:00:00Z'))
    expect(await digestFor()).toHaveLength(1)
  })

  it('does not stop at a note or a status change', async () => {
    await accraDesk()
    const lead = await quoteAt(friday1630)
    await rest('POST', `/api/quote-requests/${lead.id}/timeline`, {
      token: users.admin.token,
      body: { kind: 'note', text: 'Looks promising.' },
    })
    await rest('PATCH', `/api/quote-requests/${lead.id}`, {
      token: users.admin.token,
      body: { status: 'contacted' },
    })
    const stored = await payload.findByID({ collection: 'quote-requests', id: lead.id, depth: 0 })
    expect(stored.firstResponseAt ?? null).toBeNull()
  })
})
