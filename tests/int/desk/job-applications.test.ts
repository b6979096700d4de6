import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { isWorkedType } from '@/desk/worked-types'
import { pollInbox } from '@/desk/replies/inbox/poll'
import { inboxSettings } from '@/desk/replies/inbox/settings'
import type { LeadTimelineEntry } from '@/desk/timeline/timeline'
import { jobApplication } from '@/submissions/job-application/definition'

import { validJobApplication } from '../../helpers/form-values'
import { startImap, type TestImap } from '../../helpers/imap'
import { loggedEmails } from '../../helpers/logged-emails'
import { mailMessage } from '../../helpers/mail-message'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { pdfBytes } from '../forms/documents'
import { newMarker, submit } from '../forms/submit'
import { colleague, type Made } from './desk-fixtures'

let payload: Payload
let imap: TestImap
const made: Made = []
const password = `pw-${randomUUID()}`

beforeAll(async () => {
  payload = await testPayload()
  imap = await startImap()
}, 60_000)

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
})

afterAll(async () => {
  await imap?.close()
})

const reference = (id: number) => `JA-${String(id).padStart(6, '0')}`

describe('job applications on the desk, by the declaration in their own definition', () => {
  it('declare it: worked by recruiters, answered within five business days', () => {
    expect(isWorkedType(jobApplication)).toBe(true)
    expect(jobApplication.desk).toEqual({
      workedBy: ['recruiter'],
      responseTarget: { amount: 5, unit: 'days' },
    })
  })

  it('get an owner by routing, a clock, a timeline, a reply to the candidate and the answer filed', async () => {
    const amina = await colleague(payload, made, 'Amina Diallo', password, ['recruiter'])
    const rule = await payload.create({
      collection: 'routing-rules',
      data: {
        name: `Applications ${newMarker()}`,
        submissionTypes: ['career-applications'],
        assignee: amina.id,
      },
    })
    made.push({ collection: 'routing-rules', id: rule.id })
    const marker = newMarker()
    const values = { ...validJobApplication(marker), email: `${marker}@candidate.test` }
    let sent: Awaited<ReturnType<typeof submit>> | undefined
    const told = await loggedEmails(
      payload,
      async () => {
        sent = await submit(payload, 'job-application', values, {
          files: { resume: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' } },
        })
        for (const task of sent.afterResponse) await task()
        // The recruiter's assignment, the careers inbox's notification, the candidate's confirmation.
      },
      3,
    )
    expect(sent?.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'career-applications',
      where: { email: { equals: values.email } },
      depth: 0,
    })
    const application = docs[0]

    // The owner, from the routing rule; the clock, in the five business days of the definition.
    expect(application.owner).toBe(amina.id)
    expect(application.routingRule).toBe(rule.name)
    expect(application.responseTargetMinutes).toBe(5 * 9 * 60)
    expect(application.responseDueAt).toBeTruthy()
    expect(application.reminderDueAt).toBeTruthy()
    expect(told.some((email) => email.includes(`To: ${amina.email}`))).toBe(true)

    const token = (
      await rest('POST', '/api/users/login', { body: { email: amina.email, password } })
    ).body.token as string
    const timeline = async () =>
      (await rest('GET', `/api/career-applications/${application.id}/timeline`, { token })).body
        .docs as LeadTimelineEntry[]
    expect((await timeline()).map((entry) => entry.kind)).toEqual(['assigned', 'received'])

    // A reply to the candidate, from the application's page: sent, kept, and the clock stopped.
    let replied: Awaited<ReturnType<typeof rest>> | undefined
    const [reply] = await loggedEmails(payload, async () => {
      replied = await rest('POST', `/api/career-applications/${application.id}/reply`, {
        token,
        body: { subject: 'Your application', body: 'Dear {name}, could we talk on Monday?' },
      })
    })
    expect(replied?.status).toBe(201)
    expect(reply).toContain(`To: ${values.email}`)
    expect(reply).toContain(`"Your application [${reference(application.id)}]"`)
    const stopped = await payload.findByID({
      collection: 'career-applications',
      id: application.id,
    })
    expect(stopped.firstResponseAt).toBeTruthy()

    // The candidate's answer, filed from the team mailbox on the application's timeline.
    const { docs: kept } = await payload.find({
      collection: 'lead-activities',
      where: {
        submissionCollection: { equals: 'career-applications' },
        submissionId: { equals: application.id },
        kind: { equals: 'emailSent' },
      },
      depth: 0,
    })
    await imap.append(
      mailMessage(
        {
          from: values.email,
          subject: `Re: Your application [${reference(application.id)}]`,
          text: 'Monday suits me, at ten.',
          headers: [`In-Reply-To: ${kept[0].messageId}`],
        },
        [],
      ),
    )
    const counts = await pollInbox(payload, inboxSettings(imap.env())!)
    expect(counts).toMatchObject({ filed: 1, failed: 0 })
    const [answer] = await timeline()
    expect(answer).toMatchObject({ kind: 'emailReceived', emailAddress: values.email })
    expect(answer.text).toContain('Monday suits me, at ten.')
  })
})
