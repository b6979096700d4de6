import { describe, expect, it } from 'vitest'

import { sweepTaskReminders } from '@/desk/tasks/reminders'

import { callRoute, rest } from '../../helpers/rest'
import { colleague, deskTestContext, quoteFromGhana } from './desk-fixtures'

const context = deskTestContext()

/** A salesperson on a clock of their own, signed in. */
async function salesperson(name: string, timeZone: string, taskReminders = 'atDue') {
  const { payload, made } = context
  const password = `pw-${crypto.randomUUID()}`
  const person = await colleague(payload, made, name, password)
  await payload.update({
    collection: 'users',
    id: person.id,
    data: { timeZone, taskReminders } as never,
  })
  const login = await rest('POST', '/api/users/login', {
    body: { email: person.email, password },
  })
  expect(login.status).toBe(200)
  return { ...person, token: login.body.token as string }
}

/** The e-mails queued so far to an address (the job schedule sends them). */
async function queuedTo(address: string) {
  const { docs } = await context.payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs
    .map((job) => job.input as { to: string; subject: string; text: string })
    .filter((email) => email.to === address)
}

const taskBody = (lead: number, extra: Record<string, unknown> = {}) => ({
  title: 'Call about the USSD rollout',
  kind: 'call',
  due: '2026-12-07T09:00',
  relatedTo: { relationTo: 'quote-requests', value: lead },
  ...extra,
})

describe('tasks: next steps on the desk', () => {
  it('are planned from the lead’s page, on the planner’s clock, by its scripts or a plain form post, and refused without what or when', async () => {
    const { payload, made, users } = context
    const wanjiru = await salesperson('Wanjiru Plans', 'Africa/Nairobi')
    const lead = await quoteFromGhana(payload, made, wanjiru)
    const url = `/api/quote-requests/${lead.id}/next-step`
    const planned = await rest('POST', url, {
      token: wanjiru.token,
      body: {
        nextStepKind: 'meeting',
        nextStepTitle: 'Demo at MTN',
        nextStepDue: '2026-12-08T10:30',
      },
    })
    expect(planned.status, JSON.stringify(planned.body)).toBe(201)
    const mine = async () =>
      (
        await payload.find({
          collection: 'tasks',
          where: { assignee: { equals: wanjiru.id } },
          sort: 'due',
          depth: 0,
        })
      ).docs
    expect(await mine()).toEqual([
      expect.objectContaining({
        title: 'Demo at MTN',
        kind: 'meeting',
        // 10:30 in Nairobi.
        due: '2026-12-08T07:30:00.000Z',
        done: false,
        relatedTo: { relationTo: 'quote-requests', value: lead.id },
      }),
    ])

    const noTitle = await rest('POST', url, {
      token: wanjiru.token,
      body: { nextStepTitle: '  ', nextStepDue: '2026-12-08T10:30' },
    })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.errors[0].message).toBe('Say what the next step is.')
    const noDue = await rest('POST', url, {
      token: wanjiru.token,
      body: { nextStepTitle: 'Call back', nextStepDue: 'next Tuesday' },
    })
    expect(noDue.status).toBe(400)
    expect(noDue.body.errors[0].message).toBe('Give the next step a day and a time.')
    // A recruiter does not work quotes: nothing is planned.
    const recruiter = await rest('POST', url, {
      token: users.recruiter.token,
      body: { nextStepTitle: 'Call back', nextStepDue: '2026-12-09T09:00' },
    })
    expect(recruiter.status).toBe(403)

    const formPost = (fields: Record<string, string>) =>
      callRoute('POST', url, {
        headers: {
          Authorization: `JWT ${wanjiru.token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'x-client-address': crypto.randomUUID(),
        },
        body: new URLSearchParams(fields).toString(),
      })
    const page = `/admin/collections/quote-requests/${lead.id}`
    const sent = await formPost({
      nextStepKind: 'call',
      nextStepTitle: 'Call about the quote',
      nextStepDue: '2026-12-09T09:00',
    })
    expect(sent.headers.get('location')).toBe(`${page}?next-step-planned=1`)
    const refused = await formPost({ nextStepTitle: 'Call again', nextStepDue: '' })
    expect(refused.headers.get('location')).toBe(`${page}?timeline-refused=stepDue`)
    expect((await mine()).map((task) => task.title)).toEqual([
      'Demo at MTN',
      'Call about the quote',
    ])
  })

  it('reads a due time sent without a zone on the assignee’s clock: 09:00 in Lagos and in Nairobi are two instants', async () => {
    const { payload, made } = context
    const kofi = await salesperson('Kofi Lagos', 'Africa/Lagos')
    const wanjiru = await salesperson('Wanjiru Nairobi', 'Africa/Nairobi')
    const lead = await quoteFromGhana(payload, made, kofi)
    const inLagos = await rest('POST', '/api/tasks?depth=0', {
      token: kofi.token,
      body: taskBody(lead.id),
    })
    expect(inLagos.status, JSON.stringify(inLagos.body)).toBe(201)
    expect(inLagos.body.doc.due).toBe('2026-12-07T08:00:00.000Z')
    expect(inLagos.body.doc.due_tz).toBe('Africa/Lagos')
    expect(inLagos.body.doc.assignee).toBe(kofi.id)
    expect(inLagos.body.doc.createdBy).toBe(kofi.id)
    const forWanjiru = await rest('POST', '/api/tasks?depth=0', {
      token: kofi.token,
      body: taskBody(lead.id, { assignee: wanjiru.id }),
    })
    expect(forWanjiru.status).toBe(201)
    expect(forWanjiru.body.doc.due).toBe('2026-12-07T06:00:00.000Z')
    expect(forWanjiru.body.doc.due_tz).toBe('Africa/Nairobi')
    // An instant with its offset is kept as sent.
    const instant = await rest('POST', '/api/tasks?depth=0', {
      token: kofi.token,
      body: taskBody(lead.id, { due: '2026-12-07T09:00:00.000Z' }),
    })
    expect(instant.body.doc.due).toBe('2026-12-07T09:00:00.000Z')
  })

  it('refuses a task about a record its author may not read, and a due time that is no date, with the field named', async () => {
    const { payload, made, users } = context
    const lead = await quoteFromGhana(payload, made)
    const recruiters = await rest('POST', '/api/tasks?depth=0', {
      token: users.recruiter.token,
      body: taskBody(lead.id),
    })
    expect(recruiters.status).toBe(400)
    expect(JSON.stringify(recruiters.body)).toContain('relatedTo')
    expect(JSON.stringify(recruiters.body)).toContain('not yours to work')
    const nonsense = await rest('POST', '/api/tasks?depth=0', {
      token: users.sales.token,
      body: taskBody(lead.id, { due: 'next Tuesday-ish' }),
    })
    expect(nonsense.status).toBe(400)
    expect(JSON.stringify(nonsense.body)).toContain('due')
    for (const role of ['editor', 'noRole'] as const) {
      const refused = await rest('POST', '/api/tasks?depth=0', {
        token: users[role].token,
        body: taskBody(lead.id),
      })
      expect(refused.status).toBe(403)
    }
  })

  it('shows a person their own tasks and those they set; admins see all; the author deletes', async () => {
    const { payload, made, users } = context
    const ama = await salesperson('Ama Reads', 'Africa/Accra')
    const yaw = await salesperson('Yaw Other', 'Africa/Accra')
    const lead = await quoteFromGhana(payload, made)
    const amas = await rest('POST', '/api/tasks?depth=0', {
      token: ama.token,
      body: taskBody(lead.id),
    })
    const id = amas.body.doc.id
    const read = (token: string) => rest('GET', `/api/tasks/${id}?depth=0`, { token })
    expect((await read(ama.token)).status).toBe(200)
    const yawsRead = await read(yaw.token)
    expect(yawsRead.status, JSON.stringify(yawsRead.body)).toBe(404)
    expect((await read(users.admin.token)).status).toBe(200)
    expect((await rest('DELETE', `/api/tasks/${id}`, { token: yaw.token })).status).toBe(403)
    // The author's name cannot be taken over by a later write.
    await rest('PATCH', `/api/tasks/${id}?depth=0`, {
      token: ama.token,
      body: { createdBy: yaw.id },
    })
    expect((await read(users.admin.token)).body.createdBy).toBe(ama.id)
    expect((await rest('DELETE', `/api/tasks/${id}`, { token: ama.token })).status).toBe(200)
  })

  it('puts a task ticked done on its lead’s timeline, with who did it, once', async () => {
    const { payload, made } = context
    const kofi = await salesperson('Kofi Done', 'Africa/Accra')
    const lead = await quoteFromGhana(payload, made, kofi)
    const created = await rest('POST', '/api/tasks?depth=0', {
      token: kofi.token,
      body: taskBody(lead.id),
    })
    const id = created.body.doc.id
    const tick = await rest('PATCH', `/api/tasks/${id}?depth=0`, {
      token: kofi.token,
      body: { done: true },
    })
    expect(tick.status).toBe(200)
    expect(tick.body.doc.doneAt).toBeTruthy()
    await rest('PATCH', `/api/tasks/${id}?depth=0`, {
      token: kofi.token,
      body: { notes: 'Left a voicemail' },
    })
    const { docs } = await payload.find({
      collection: 'lead-activities',
      where: {
        submissionCollection: { equals: 'quote-requests' },
        submissionId: { equals: lead.id },
        kind: { equals: 'taskDone' },
      },
      depth: 0,
    })
    expect(docs.map(({ text, author }) => ({ text, author }))).toEqual([
      { text: 'Call done: Call about the USSD rollout', author: kofi.id },
    ])
    const untick = await rest('PATCH', `/api/tasks/${id}?depth=0`, {
      token: kofi.token,
      body: { done: false },
    })
    expect(untick.body.doc.doneAt).toBeNull()
  })

  it('reminds the assignee at the due time, once, in their language and on their clock', async () => {
    const { payload, made } = context
    const awa = await salesperson('Awa Dakar', 'Africa/Dakar')
    await payload.update({ collection: 'users', id: awa.id, data: { language: 'fr' } })
    const lead = await quoteFromGhana(payload, made, awa)
    const due = '2030-03-04T10:30'
    await rest('POST', '/api/tasks?depth=0', {
      token: awa.token,
      body: taskBody(lead.id, { due, title: `Relancer ${lead.marker}` }),
    })
    const ofTask = async () =>
      (await queuedTo(awa.email)).filter(({ subject }) => subject.includes(lead.marker))
    await sweepTaskReminders(payload, new Date('2030-03-04T10:29:00Z'))
    expect(await ofTask()).toEqual([])
    await sweepTaskReminders(payload, new Date('2030-03-04T10:30:00Z'))
    await sweepTaskReminders(payload, new Date('2030-03-04T10:31:00Z'))
    const sent = await ofTask()
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe(`Tâche à faire : Relancer ${lead.marker}`)
    expect(sent[0].text).toContain(`Appel : Relancer ${lead.marker}`)
    expect(sent[0].text).toContain('Échéance : lun. 4 mars 2030, 10:30')
    expect(sent[0].text).toContain('/admin/collections/tasks/')
  })

  it('sends a morning digest instead to those who chose it, from 07:00 on their clock, once a day', async () => {
    const { payload, made } = context
    const zola = await salesperson('Zola Digest', 'Africa/Johannesburg', 'morningDigest')
    const lead = await quoteFromGhana(payload, made, zola)
    for (const [title, due] of [
      ['Overdue call', '2030-05-05T16:00'],
      ['Call today', '2030-05-06T15:00'],
      ['Call tomorrow', '2030-05-07T09:00'],
    ]) {
      await rest('POST', '/api/tasks?depth=0', {
        token: zola.token,
        body: taskBody(lead.id, { title: `${title} ${lead.marker}`, due }),
      })
    }
    const digests = async () =>
      (await queuedTo(zola.email)).filter(({ text }) => text.includes(lead.marker))
    // 06:59 in Johannesburg (UTC+2): not yet; the overdue task is not sent on its own either.
    await sweepTaskReminders(payload, new Date('2030-05-06T04:59:00Z'))
    expect(await digests()).toEqual([])
    await sweepTaskReminders(payload, new Date('2030-05-06T05:00:00Z'))
    await sweepTaskReminders(payload, new Date('2030-05-06T09:00:00Z'))
    const sent = await digests()
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe('Your 2 tasks for today')
    expect(sent[0].text).toMatch(/Overdue call .*\n.*\n.*Call today/)
    expect(sent[0].text).toContain('(overdue)')
    expect(sent[0].text).not.toContain('Call tomorrow')
    // The next morning, the next day's.
    await sweepTaskReminders(payload, new Date('2030-05-07T05:00:00Z'))
    const next = await digests()
    expect(next).toHaveLength(2)
    expect(next[1].text).toContain('Call tomorrow')
  })

  it('goes with its lead when the lead is deleted', async () => {
    const { payload, made } = context
    const kofi = await salesperson('Kofi Deletes', 'Africa/Accra')
    const lead = await quoteFromGhana(payload, made, kofi)
    const created = await rest('POST', '/api/tasks?depth=0', {
      token: kofi.token,
      body: taskBody(lead.id),
    })
    await payload.delete({ collection: 'quote-requests', id: lead.id })
    const { totalDocs } = await payload.count({
      collection: 'tasks',
      where: { id: { equals: created.body.doc.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('goes back to whoever set it when its assignee’s account is deleted; one set for oneself goes with the account', async () => {
    const { payload, made } = context
    const lead = await quoteFromGhana(payload, made)
    const ama = await salesperson('Ama Stays', 'Africa/Accra')
    const kwame = await salesperson('Kwame Leaves', 'Africa/Accra')
    const setByAma = await rest('POST', '/api/tasks?depth=0', {
      token: ama.token,
      body: taskBody(lead.id, { assignee: kwame.id }),
    })
    const kwamesOwn = await rest('POST', '/api/tasks?depth=0', {
      token: kwame.token,
      body: taskBody(lead.id),
    })
    await payload.delete({ collection: 'users', id: kwame.id })
    const back = await payload.findByID({ collection: 'tasks', id: setByAma.body.doc.id, depth: 0 })
    expect(back.assignee).toBe(ama.id)
    const { totalDocs } = await payload.count({
      collection: 'tasks',
      where: { id: { equals: kwamesOwn.body.doc.id } },
    })
    expect(totalDocs).toBe(0)
  })
})
