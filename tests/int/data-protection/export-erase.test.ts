import { afterAll, describe, expect, it, vi } from 'vitest'

import { callRoute, rest } from '../../helpers/rest'
import { prepareAccessContext } from '../access/matrix'
import {
  allOfIt,
  jobExists,
  newEmail,
  noneOfIt,
  queueEmailTo,
  removeEverythingStored,
  storePerson,
  whatRemains,
} from './fixtures'

const context = prepareAccessContext()
afterAll(() => removeEverythingStored(context.payload))

const asAdmin = (action: string, body: object) =>
  rest('POST', `/api/data-requests/${action}`, { token: context.users.admin.token, body })

/**
 * One person who wrote with their address in mixed case, and the people a loose match would
 * confuse with them: the same address with `_` read as a wildcard, an address containing theirs,
 * and someone else entirely. The person and the first lookalike each have a queued e-mail.
 */
async function personAndLookalikes() {
  const { payload } = context
  const email = newEmail('ada_okafor')
  const stored = email.replace('ada_okafor', 'Ada_Okafor').replace('example.com', 'Example.COM')
  const person = await storePerson(payload, stored)
  const others = [
    await storePerson(payload, email.replace('ada_okafor', 'adaxokafor')),
    await storePerson(payload, `x${email}`),
    await storePerson(payload, newEmail('someone.else')),
  ]
  const personEmail = await queueEmailTo(payload, stored)
  const otherEmail = await queueEmailTo(payload, others[0].email)
  return { email, person, others, personEmail, otherEmail }
}

const ids = (docs: { id: number }[]) => docs.map((doc) => doc.id).sort()

describe('export', () => {
  it("returns exactly one person's submissions, history and files, whatever the capitals", async () => {
    const { email, person, others } = await personAndLookalikes()

    const response = await asAdmin('export', { email: `  ${email.toUpperCase()} ` })

    expect(response.status).toBe(200)
    const data = response.body
    expect(data.email).toBe(email)
    for (const [collection, id] of Object.entries(person.submissions)) {
      expect(ids(data.submissions[collection])).toEqual([id])
      const [doc] = data.submissions[collection]
      expect(doc.email.toLowerCase()).toBe(email)
      expect(doc.statusHistory).toEqual([
        { from: 'new', to: expect.any(String), at: expect.any(String) },
      ])
      const address = expect.stringMatching(new RegExp(`^${email}$`, 'i'))
      const sent = {
        kind: 'emailSent',
        subject: `Your demo (${collection})`,
        address,
        text: 'Dear Ada, shall we book the demo for next week?',
        at: expect.any(String),
      }
      const answer = {
        kind: 'emailReceived',
        subject: 'Re: Your demo (quote-requests)',
        address,
        text: 'Next week suits us. Our network plan is attached.',
        attachments: [expect.stringMatching(/^plan-.*\.pdf$/)],
        at: expect.any(String),
      }
      expect(doc.timeline).toEqual(collection === 'quote-requests' ? [sent, answer] : [sent])
      expect(doc).not.toHaveProperty('submissionKey')
    }
    expect(ids(data.files)).toEqual(ids([...person.files, ...person.answerFiles]))
    expect(data.files[0]).toEqual({
      id: expect.any(Number),
      filename: expect.stringMatching(/\.pdf$/),
      mimeType: 'application/pdf',
      filesize: expect.any(Number),
      uploadedAt: expect.any(String),
    })
    const text = JSON.stringify(data).toLowerCase()
    for (const other of others) expect(text).not.toContain(`"${other.email.toLowerCase()}"`)
  })

  it('is a download that no cache keeps', async () => {
    const response = await callRoute('POST', '/api/data-requests/export', {
      headers: {
        Authorization: `JWT ${context.users.admin.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: newEmail() }),
    })
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('erasure', () => {
  it('summarises what it would delete', async () => {
    const { email } = await personAndLookalikes()

    const response = await asAdmin('summary', { email: email.toUpperCase() })

    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      email,
      summary: {
        submissions: {
          'contact-submissions': 1,
          'quote-requests': 1,
          'partnership-applications': 1,
          'career-applications': 1,
          'market-report-requests': 1,
        },
        statusChanges: 5,
        timelineEntries: 6,
        files: 3,
        queuedEmails: 1,
        organizationContacts: 0,
        total: 20,
      },
    })
  })

  it("deletes all of the person's records and nothing else, logging only a count", async () => {
    const { email, person, others, personEmail, otherEmail } = await personAndLookalikes()
    const { payload } = context
    const info = vi.spyOn(payload.logger, 'info')

    const response = await asAdmin('erase', { email, confirmedTotal: 20 })

    expect(response.status).toBe(200)
    expect(response.body.deleted).toEqual({
      submissions: 5,
      statusChanges: 5,
      timelineEntries: 6,
      files: 3,
      queuedEmails: 1,
      organizationContacts: 0,
    })
    expect(await whatRemains(payload, person)).toEqual(noneOfIt)
    expect(await jobExists(payload, personEmail)).toBe(false)
    for (const other of others) expect(await whatRemains(payload, other)).toEqual(allOfIt(other))
    expect(await jobExists(payload, otherEmail)).toBe(true)
    const logged = JSON.stringify(info.mock.calls).toLowerCase()
    info.mockRestore()
    expect(logged).toContain('erased 20 record(s)')
    expect(logged).not.toContain(email)
    expect((await asAdmin('summary', { email })).body.summary.total).toBe(0)
  })

  it('deletes nothing when the records changed since the admin confirmed them', async () => {
    const { email, person } = await personAndLookalikes()

    const response = await asAdmin('erase', { email, confirmedTotal: 10 })

    expect(response.status).toBe(409)
    expect(response.body.errors[0].message).toBe(
      'The records changed since you reviewed them (10 then, 20 now). Nothing was erased: review them again.',
    )
    expect(await whatRemains(context.payload, person)).toEqual(allOfIt(person))
  })

  it("is not stopped by the desk's own entries written after the review, and erases them with their lead", async () => {
    const { payload } = context
    const { email, person } = await personAndLookalikes()
    const reviewed = (await asAdmin('summary', { email })).body.summary.total
    // The clock escalates an unassigned lead on its own, between the review and the erasure.
    const [collection, id] = Object.entries(person.submissions)[0]
    const escalation = await payload.create({
      collection: 'lead-activities',
      data: { submissionCollection: collection, submissionId: id, kind: 'escalation' } as never,
      depth: 0,
    })

    const response = await asAdmin('erase', { email, confirmedTotal: reviewed })

    expect(response.status).toBe(200)
    expect(response.body.deleted.timelineEntries).toBe(person.timelineEntries.length)
    const left = await payload.find({
      collection: 'lead-activities',
      where: { id: { equals: escalation.id } },
    })
    expect(left.totalDocs).toBe(0)
  })
})
