import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pollInbox } from '@/desk/replies/inbox/poll'
import { inboxSettings } from '@/desk/replies/inbox/settings'
import { addBusinessMinutes, standardHours } from '@/desk/teams/business-hours'
import { sendDueRejections } from '@/recruiting/messages/rejection'
import { defaultSiteTimeZone } from '@/lib/site/time-zones'

import { validJobApplication } from '../../helpers/form-values'
import { startImap, type TestImap } from '../../helpers/imap'
import { mailMessage } from '../../helpers/mail-message'
import { testPayload } from '../../helpers/payload'
import { callRoute, rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { pdfBytes } from '../forms/documents'
import { newMarker, submit } from '../forms/submit'

let payload: Payload
let users: RoleUsers
let imap: TestImap

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
  imap = await startImap()
}, 240_000)

afterAll(async () => {
  await imap?.close()
  await deleteRoleUsers(payload, users)
})

const reference = (id: number) => `JA-${String(id).padStart(6, '0')}`
const twoBusinessDays = 2 * 9 * 60

type QueuedEmail = {
  to: string
  subject: string
  text: string
  replyTo?: string
  messageId?: string
}

/** The e-mails queued to an address, oldest first (nothing here runs the queue). */
async function queuedTo(address: string): Promise<QueuedEmail[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.to': { equals: address } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs.map((job) => job.input as QueuedEmail)
}

/** A posting of this test's own, titled in English and French. */
async function posting() {
  const title = `Network Engineer ${newMarker()}`
  const made = await payload.create({
    collection: 'job-postings',
    locale: 'en',
    data: {
      title,
      department: 'Engineering',
      location: 'Lagos, Nigeria',
      employmentType: 'full-time',
      description: 'Run the platforms behind our USSD services.',
      requirements: 'Three years of telecom networks',
      status: 'active',
    } as never,
  })
  await payload.update({
    collection: 'job-postings',
    id: made.id,
    locale: 'fr',
    data: {
      title: `Ingénieur réseau ${title.split(' ').pop()}`,
      department: 'Ingénierie',
      location: 'Lagos, Nigeria',
      description: 'Faire tourner les plateformes de nos services USSD.',
      requirements: 'Trois ans de réseaux télécoms',
    } as never,
  })
  return { id: made.id, title, titleFr: `Ingénieur réseau ${title.split(' ').pop()}` }
}

/** An application sent through the form, in a language, to a posting (by its title) or to none. */
async function apply(language: 'en' | 'fr', position = 'Backend Engineer') {
  const marker = newMarker()
  const email = `${marker}@candidate.test`
  const sent = await submit(
    payload,
    'job-application',
    { ...validJobApplication(marker), email, position, submissionKey: randomUUID() },
    {
      files: { resume: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' } },
      headers: { 'content-language': language },
    },
  )
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  const { docs } = await payload.find({
    collection: 'career-applications',
    where: { email: { equals: email } },
    depth: 0,
  })
  return { id: docs[0].id, email, firstName: marker }
}

const setStatus = (id: number, status: string, token = users.recruiter.token) =>
  rest('POST', `/api/career-applications/${id}/status`, { token, body: { status } })

async function waitingRejection(application: number) {
  const { docs } = await payload.find({
    collection: 'rejection-emails',
    where: { application: { equals: application } },
    sort: '-createdAt',
    depth: 0,
  })
  return docs[0]
}

const emailsSentOn = async (application: number) =>
  (
    await payload.find({
      collection: 'lead-activities',
      where: {
        submissionCollection: { equals: 'career-applications' },
        submissionId: { equals: application },
        kind: { equals: 'emailSent' },
      },
      depth: 0,
    })
  ).docs

describe('the acknowledgement on arrival', () => {
  it('is in English with the reference, the posting’s title, what happens next and how to reply', async () => {
    const job = await posting()
    const candidate = await apply('en', job.title)
    const [acknowledgement] = await queuedTo(candidate.email)
    expect(acknowledgement.subject).toBe(
      `We have received your application (${reference(candidate.id)})`,
    )
    expect(acknowledgement.text).toContain(
      `Position: ${job.title}\nReference: ${reference(candidate.id)}`,
    )
    expect(acknowledgement.text).toContain(
      'our recruiters read every application, and you will hear from us within 5 business days, whatever our decision.',
    )
    expect(acknowledgement.text).toContain('simply reply to this e-mail')
    // Nothing the candidate typed: anyone can type anyone's address into the form.
    expect(acknowledgement.text).not.toContain(candidate.firstName)
    expect(acknowledgement.replyTo).toBeTruthy()
  })

  it('is in French for an application sent in French, with the posting’s French title', async () => {
    const job = await posting()
    const candidate = await apply('fr', job.title)
    const [acknowledgement] = await queuedTo(candidate.email)
    expect(acknowledgement.subject).toBe(
      `Nous avons bien reçu votre candidature (${reference(candidate.id)})`,
    )
    expect(acknowledgement.text).toContain(
      `Poste : ${job.titleFr}\nRéférence : ${reference(candidate.id)}`,
    )
    expect(acknowledgement.text).toContain(
      'vous aurez de nos nouvelles sous 5 jours ouvrés, quelle que soit notre décision.',
    )
  })

  it('still goes to an application sent to no posting, naming it an open application', async () => {
    const candidate = await apply('fr', `Poste imaginaire ${newMarker()}`)
    const [acknowledgement] = await queuedTo(candidate.email)
    expect(acknowledgement.text).toContain(
      `Poste : Candidature spontanée\nRéférence : ${reference(candidate.id)}`,
    )
  })

  it('uses the acknowledgement template recruiters edited', async () => {
    const { docs } = await payload.find({
      collection: 'reply-templates',
      where: { and: [{ purpose: { equals: 'acknowledgement' } }, { language: { equals: 'en' } }] },
      depth: 0,
    })
    const template = docs[0]
    const edited = await rest('PATCH', `/api/reply-templates/${template.id}`, {
      token: users.recruiter.token,
      body: { subject: 'Thanks for applying, {reference}' },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    try {
      const candidate = await apply('en')
      const [acknowledgement] = await queuedTo(candidate.email)
      expect(acknowledgement.subject).toBe(`Thanks for applying, ${reference(candidate.id)}`)
    } finally {
      await payload.update({
        collection: 'reply-templates',
        id: template.id,
        data: { subject: template.subject },
      })
    }
  })
})

describe('the delayed rejection', () => {
  it('is sent two business days after the rejection, under the clock the test moves, and not before', async () => {
    const candidate = await apply('en')
    expect((await setStatus(candidate.id, 'screening')).status).toBe(200)
    expect((await setStatus(candidate.id, 'rejected')).status).toBe(200)
    const waiting = await waitingRejection(candidate.id)
    expect(waiting).toMatchObject({
      state: 'scheduled',
      language: 'en',
      previousStatus: 'screening',
    })
    const expected = addBusinessMinutes(
      standardHours(defaultSiteTimeZone),
      new Date(waiting.createdAt),
      twoBusinessDays,
    )
    expect(Math.abs(new Date(waiting.dueAt).getTime() - expected.getTime())).toBeLessThan(2000)

    const due = new Date(waiting.dueAt)
    await sendDueRejections(payload, new Date(due.getTime() - 60_000))
    expect((await queuedTo(candidate.email)).map((email) => email.subject)).toEqual([
      `We have received your application (${reference(candidate.id)})`,
    ])

    expect(await sendDueRejections(payload, due)).toBeGreaterThanOrEqual(1)
    const rejection = (await queuedTo(candidate.email))[1]
    expect(rejection.subject).toBe(
      `Your application for Backend Engineer (${reference(candidate.id)})`,
    )
    expect(rejection.text).toContain(`Dear ${candidate.firstName},`)
    expect(rejection.text).toContain('we will not be taking it further')
    expect(rejection.messageId).toBe(waiting.messageId)
    expect(rejection.messageId).toMatch(/^<ja-\d{6}\.rejection\.[0-9a-f-]+@[^>]+>$/)
    // On the timeline like any reply, with its Message-ID: the candidate's answer is filed there.
    const [kept] = await emailsSentOn(candidate.id)
    expect(kept).toMatchObject({ messageId: waiting.messageId, subject: rejection.subject })
    expect((await waitingRejection(candidate.id)).state).toBe('sent')
    // The candidate's answer, naming the rejection by its Message-ID alone, is filed back there.
    await imap.append(
      mailMessage(
        {
          from: candidate.email,
          subject: 'Re: thank you',
          text: 'Thank you for letting me know.',
          headers: [`In-Reply-To: ${waiting.messageId}`],
        },
        [],
      ),
    )
    expect(await pollInbox(payload, inboxSettings(imap.env())!)).toMatchObject({ filed: 1 })
    const { docs: answers } = await payload.find({
      collection: 'lead-activities',
      where: {
        submissionCollection: { equals: 'career-applications' },
        submissionId: { equals: candidate.id },
        kind: { equals: 'emailReceived' },
      },
      depth: 0,
    })
    expect(answers.map((answer) => answer.text)).toEqual([
      expect.stringContaining('Thank you for letting me know.'),
    ])
    // Sent once: a later run finds nothing more to send.
    await sendDueRejections(payload, new Date(due.getTime() + 3600_000))
    expect(await queuedTo(candidate.email)).toHaveLength(2)
    // Too late to cancel.
    const late = await rest('POST', `/api/career-applications/${candidate.id}/cancel-rejection`, {
      token: users.recruiter.token,
      body: {},
    })
    expect(late.status).toBe(409)
    expect(late.body.errors[0].message).toMatch(/sent or cancelled already/)
  })

  it('takes its delay from Site settings', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { recruiting: { rejectionDelayDays: 5 } },
    })
    try {
      const candidate = await apply('en')
      await setStatus(candidate.id, 'rejected')
      const waiting = await waitingRejection(candidate.id)
      const expected = addBusinessMinutes(
        standardHours(defaultSiteTimeZone),
        new Date(waiting.createdAt),
        5 * 9 * 60,
      )
      expect(Math.abs(new Date(waiting.dueAt).getTime() - expected.getTime())).toBeLessThan(2000)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { recruiting: { rejectionDelayDays: before.recruiting?.rejectionDelayDays ?? 2 } },
      })
    }
    const refused = await rest('POST', '/api/globals/site-settings', {
      token: users.admin.token,
      body: { recruiting: { rejectionDelayDays: 1.5 } },
    })
    expect(refused.status).toBe(400)
  })

  it('cancelled by a plain form post is never sent, and the application is back to its status, as the timeline says', async () => {
    const candidate = await apply('fr')
    await setStatus(candidate.id, 'interview')
    await setStatus(candidate.id, 'rejected')
    const waiting = await waitingRejection(candidate.id)
    const cancelled = await callRoute(
      'POST',
      `/api/career-applications/${candidate.id}/cancel-rejection`,
      {
        headers: {
          Authorization: `JWT ${users.recruiter.token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'x-client-address': randomUUID(),
        },
        body: '',
      },
    )
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(
      `/admin/collections/career-applications/${candidate.id}?rejection-cancelled=1`,
    )
    const application = await payload.findByID({
      collection: 'career-applications',
      id: candidate.id,
      depth: 0,
    })
    expect(application.status).toBe('interview')
    expect((await waitingRejection(candidate.id)).state).toBe('cancelled')
    const { docs: notes } = await payload.find({
      collection: 'lead-activities',
      where: {
        submissionId: { equals: candidate.id },
        submissionCollection: { equals: 'career-applications' },
        kind: { equals: 'note' },
      },
      depth: 0,
    })
    expect(notes.map((note) => note.text)).toEqual([
      'Rejection e-mail cancelled before it was sent. The application is back to Interview.',
    ])
    await sendDueRejections(payload, new Date(new Date(waiting.dueAt).getTime() + 86_400_000))
    expect(await queuedTo(candidate.email)).toHaveLength(1)
    expect(await emailsSentOn(candidate.id)).toEqual([])
  })

  it('is dropped when the application leaves `rejected` by other means, and refused to sales', async () => {
    const candidate = await apply('en')
    await setStatus(candidate.id, 'rejected')
    const refused = await rest(
      'POST',
      `/api/career-applications/${candidate.id}/cancel-rejection`,
      {
        token: users.sales.token,
        body: {},
      },
    )
    expect([403, 404]).toContain(refused.status)
    expect((await waitingRejection(candidate.id)).state).toBe('scheduled')
    await setStatus(candidate.id, 'screening')
    expect((await waitingRejection(candidate.id)).state).toBe('cancelled')
  })
})

describe('bulk rejection of a filled posting', () => {
  it('rejects the remaining candidates with one reason, each with the reason’s template in their language, cancelled one by one', async () => {
    const job = await posting()
    const english = await apply('en', job.title)
    const french = await apply('fr', job.title)
    const cancelledOne = await apply('en', job.title)
    const hired = await apply('en', job.title)
    const rejectedBefore = await apply('en', job.title)
    await setStatus(hired.id, 'hired')
    await setStatus(rejectedBefore.id, 'rejected')

    const refused = await rest('POST', `/api/job-postings/${job.id}/reject-remaining`, {
      token: users.sales.token,
      body: { reason: 'Position filled' },
    })
    expect(refused.status).toBe(403)
    const bulk = await rest('POST', `/api/job-postings/${job.id}/reject-remaining`, {
      token: users.recruiter.token,
      body: { reason: 'Position filled' },
    })
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200)
    expect(bulk.body.result).toBe(3)
    for (const { id } of [english, french, cancelledOne]) {
      expect(await waitingRejection(id)).toMatchObject({
        state: 'scheduled',
        reason: 'Position filled',
      })
    }
    expect(
      (await payload.findByID({ collection: 'career-applications', id: hired.id })).status,
    ).toBe('hired')
    expect(
      (
        await rest('POST', `/api/career-applications/${cancelledOne.id}/cancel-rejection`, {
          token: users.recruiter.token,
          body: {},
        })
      ).status,
    ).toBe(200)

    const due = new Date((await waitingRejection(english.id)).dueAt)
    await sendDueRejections(payload, new Date(due.getTime() + 60_000))
    const [, toEnglish] = await queuedTo(english.email)
    expect(toEnglish.text).toContain(`The position has now been filled`)
    expect(toEnglish.subject).toBe(`Your application for ${job.title} (${reference(english.id)})`)
    const [, toFrench] = await queuedTo(french.email)
    expect(toFrench.subject).toBe(
      `Votre candidature au poste « ${job.titleFr} » (${reference(french.id)})`,
    )
    expect(toFrench.text).toContain(`Bonjour ${french.firstName},`)
    expect(toFrench.text).toContain('Ce poste est désormais pourvu')
    expect(await queuedTo(cancelledOne.email)).toHaveLength(1)
    // The one rejected before the bulk action kept its own, general rejection.
    expect((await waitingRejection(rejectedBefore.id)).reason).toBeFalsy()
  })

  it('sends the general rejection for a reason without a template of its own', async () => {
    const job = await posting()
    const french = await apply('fr', job.title)
    await rest('POST', `/api/job-postings/${job.id}/reject-remaining`, {
      token: users.recruiter.token,
      body: { reason: 'Salary expectations' },
    })
    const due = new Date((await waitingRejection(french.id)).dueAt)
    await sendDueRejections(payload, due)
    const [, rejection] = await queuedTo(french.email)
    expect(rejection.text).toContain('nous ne pouvons pas y donner suite')
    expect(rejection.text).toContain(`au poste « ${job.titleFr} »`)
  })
})

describe('candidate templates, per role', () => {
  const template = (submissionType: string) => ({
    name: `Template ${newMarker()}`,
    submissionType,
    language: 'fr',
    purpose: submissionType === 'career-applications' ? 'interview' : undefined,
    subject: 'Entretien ({reference})',
    body: 'Bonjour {name},\n\nÀ bientôt.',
  })

  it('are created and edited by recruiters for job applications only; sales and editors edit none of them', async () => {
    const jobTemplate = await rest('POST', '/api/reply-templates', {
      token: users.recruiter.token,
      body: template('career-applications'),
    })
    expect(jobTemplate.status, JSON.stringify(jobTemplate.body)).toBe(201)
    const id = jobTemplate.body.doc.id as number
    const quoteTemplate = await payload.create({
      collection: 'reply-templates',
      data: template('quote-requests') as never,
    })
    try {
      expect(
        (
          await rest('POST', '/api/reply-templates', {
            token: users.recruiter.token,
            body: template('quote-requests'),
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await rest('PATCH', `/api/reply-templates/${quoteTemplate.id}`, {
            token: users.recruiter.token,
            body: { subject: 'Changed' },
          })
        ).status,
      ).not.toBe(200)
      const edited = await rest('PATCH', `/api/reply-templates/${id}`, {
        token: users.recruiter.token,
        body: { subject: 'Invitation ({reference})', submissionType: 'quote-requests' },
      })
      expect(edited.status).toBe(200)
      // A recruiter's template stays a job application's.
      expect(edited.body.doc).toMatchObject({
        subject: 'Invitation ({reference})',
        submissionType: 'career-applications',
      })
      for (const role of ['sales', 'editor'] as const) {
        const { token } = users[role]
        expect(
          (
            await rest('POST', '/api/reply-templates', {
              token,
              body: template('career-applications'),
            })
          ).status,
        ).toBe(403)
        expect(
          (await rest('PATCH', `/api/reply-templates/${id}`, { token, body: { subject: 'X' } }))
            .status,
        ).not.toBe(200)
        expect((await rest('DELETE', `/api/reply-templates/${id}`, { token })).status).not.toBe(200)
      }
      // Sales read their leads' templates, not the candidates'; recruiters the candidates'.
      const salesRead = await rest('GET', '/api/reply-templates?limit=200&depth=0', {
        token: users.sales.token,
      })
      const types = new Set(
        salesRead.body.docs.map((doc: { submissionType: string }) => doc.submissionType),
      )
      expect(types.has('career-applications')).toBe(false)
      expect(types.has('quote-requests')).toBe(true)
      const recruiterRead = await rest('GET', '/api/reply-templates?limit=200&depth=0', {
        token: users.recruiter.token,
      })
      expect(
        new Set(
          recruiterRead.body.docs.map((doc: { submissionType: string }) => doc.submissionType),
        ),
      ).toEqual(new Set(['career-applications']))
      const editorRead = await rest('GET', '/api/reply-templates', { token: users.editor.token })
      expect(editorRead.status === 403 || editorRead.body.docs.length === 0).toBe(true)
      // Admins keep them all.
      expect(
        (
          await rest('PATCH', `/api/reply-templates/${quoteTemplate.id}`, {
            token: users.admin.token,
            body: { subject: 'Admin' },
          })
        ).status,
      ).toBe(200)
      expect(
        (await rest('DELETE', `/api/reply-templates/${id}`, { token: users.recruiter.token }))
          .status,
      ).toBe(200)
    } finally {
      await payload.delete({ collection: 'reply-templates', id: quoteTemplate.id })
      await payload.delete({ collection: 'reply-templates', where: { id: { equals: id } } })
    }
  })

  it('are seeded in English and French for every purpose, a general rejection and per reason', async () => {
    const { docs } = await payload.find({
      collection: 'reply-templates',
      where: { submissionType: { equals: 'career-applications' } },
      pagination: false,
      depth: 0,
    })
    for (const language of ['en', 'fr']) {
      const purposes = docs.filter((doc) => doc.language === language).map((doc) => doc.purpose)
      for (const purpose of ['acknowledgement', 'interview', 'rejection', 'offer']) {
        expect(purposes).toContain(purpose)
      }
      const reasons = docs
        .filter((doc) => doc.language === language && doc.purpose === 'rejection')
        .map((doc) => doc.rejectionReason ?? '')
      expect(reasons.sort()).toEqual(['', 'Experience does not match the role', 'Position filled'])
    }
  })
})
