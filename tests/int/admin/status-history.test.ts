import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { callRoute, rest } from '../../helpers/rest'
import { makeSubmission } from '../access/fixtures'
import { prepareAccessContext } from '../access/matrix'

const context = prepareAccessContext()

async function historyOf(collection: string, id: number | string) {
  const { docs } = await context.payload.find({
    collection: 'status-changes',
    where: {
      submissionCollection: { equals: collection },
      submissionId: { equals: id },
    },
    sort: 'createdAt',
    depth: 0,
  })
  docs.forEach((doc) => context.track('status-changes', doc.id))
  return docs
}

describe('status history', () => {
  it('records from, to and who when an admin changes a status through REST', async () => {
    const id = await makeSubmission(context, 'contact-submissions')
    const response = await rest('PATCH', `/api/contact-submissions/${id}`, {
      token: context.users.admin.token,
      body: { status: 'contacted' },
    })
    expect(response.status).toBe(200)
    const [change, ...rest_] = await historyOf('contact-submissions', id)
    expect(rest_).toHaveLength(0)
    expect(change).toMatchObject({
      fromStatus: 'new',
      toStatus: 'contacted',
      changedBy: context.users.admin.id,
      submissionLabel: expect.stringMatching(/ Okafor$/),
    })
    expect(Date.parse(change.createdAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it("records a recruiter's change of a career application", async () => {
    const id = await makeSubmission(context, 'career-applications')
    await rest('PATCH', `/api/career-applications/${id}`, {
      token: context.users.recruiter.token,
      body: { status: 'screening' },
    })
    await rest('PATCH', `/api/career-applications/${id}`, {
      token: context.users.recruiter.token,
      body: { status: 'interview' },
    })
    const changes = await historyOf('career-applications', id)
    expect(changes.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      ['new', 'screening'],
      ['screening', 'interview'],
    ])
    expect(new Set(changes.map((change) => change.changedBy))).toEqual(
      new Set([context.users.recruiter.id]),
    )
  })

  it('records nothing when an update leaves the status as it was', async () => {
    const id = await makeSubmission(context, 'contact-submissions')
    await rest('PATCH', `/api/contact-submissions/${id}`, {
      token: context.users.admin.token,
      body: { message: 'Edited without touching the status.' },
    })
    expect(await historyOf('contact-submissions', id)).toEqual([])
  })

  it('records one entry per document of a bulk status change', async () => {
    const ids = [
      await makeSubmission(context, 'contact-submissions'),
      await makeSubmission(context, 'contact-submissions'),
    ]
    const response = await rest(
      'PATCH',
      `/api/contact-submissions?${new URLSearchParams({ 'where[id][in]': ids.join(',') })}`,
      { token: context.users.admin.token, body: { status: 'completed' } },
    )
    expect(response.status).toBe(200)
    for (const id of ids) {
      const changes = await historyOf('contact-submissions', id)
      expect(changes.map((change) => change.toStatus)).toEqual(['completed'])
    }
  })

  it('keeps no history when the status change itself is refused', async () => {
    const id = await makeSubmission(context, 'contact-submissions')
    const response = await rest('PATCH', `/api/contact-submissions/${id}`, {
      token: context.users.recruiter.token,
      body: { status: 'contacted' },
    })
    expect(response.status).toBe(403)
    expect(await historyOf('contact-submissions', id)).toEqual([])
  })

  it('serves the history with names to those who may read the submission, and no one else', async () => {
    const id = await makeSubmission(context, 'career-applications')
    await rest('PATCH', `/api/career-applications/${id}`, {
      token: context.users.admin.token,
      body: { status: 'rejected' },
    })
    await historyOf('career-applications', id)
    const forRecruiter = await rest('GET', `/api/career-applications/${id}/status-history`, {
      token: context.users.recruiter.token,
    })
    expect(forRecruiter.status).toBe(200)
    expect(forRecruiter.body.docs).toEqual([
      expect.objectContaining({ fromStatus: 'new', toStatus: 'rejected', changedBy: 'admin' }),
    ])
    const forEditor = await rest('GET', `/api/career-applications/${id}/status-history`, {
      token: context.users.editor.token,
    })
    expect(forEditor.status).toBe(403)
    expect(forEditor.body.docs).toBeUndefined()
  })
})

describe('POST /api/<slug>/:id/status', () => {
  const formPost = (id: number | string, token: string, fields: Record<string, string>) =>
    callRoute('POST', `/api/contact-submissions/${id}/status`, {
      headers: {
        Authorization: `JWT ${token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'x-client-address': randomUUID(),
      },
      body: new URLSearchParams(fields).toString(),
    })

  it('sets the status from JSON and records who changed it', async () => {
    const id = await makeSubmission(context, 'contact-submissions')
    const response = await rest('POST', `/api/contact-submissions/${id}/status`, {
      token: context.users.sales.token,
      body: { status: 'qualified' },
    })
    expect(response.status).toBe(200)
    expect(response.body.doc).toMatchObject({ id, status: 'qualified' })
    const [change] = await historyOf('contact-submissions', id)
    expect(change).toMatchObject({ toStatus: 'qualified', changedBy: context.users.sales.id })
  })

  it('refuses a status the type does not have, and a role that does not work the type', async () => {
    const id = await makeSubmission(context, 'contact-submissions')
    const unknown = await rest('POST', `/api/contact-submissions/${id}/status`, {
      token: context.users.admin.token,
      body: { status: 'hired' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors[0].message).toMatch(/^Choose one of these statuses: new, /)
    const recruiter = await rest('POST', `/api/contact-submissions/${id}/status`, {
      token: context.users.recruiter.token,
      body: { status: 'contacted' },
    })
    expect(recruiter.status).toBe(403)
    expect(await historyOf('contact-submissions', id)).toEqual([])
  })

  it("answers a button's plain form post with a redirect to the page it came from, saying what happened", async () => {
    const id = await makeSubmission(context, 'contact-submissions')
    const fromPage = await formPost(id, context.users.admin.token, { status: 'contacted' })
    expect(fromPage.status).toBe(303)
    expect(fromPage.headers.get('location')).toBe(
      `/admin/collections/contact-submissions/${id}?status-updated=${id}`,
    )
    const list = '/admin/collections/contact-submissions?search=Okafor&page=2'
    const fromList = await formPost(id, context.users.admin.token, {
      status: 'qualified',
      back: `${list}&status-update-failed=${id}`,
    })
    expect(fromList.headers.get('location')).toBe(`${list}&status-updated=${id}`)
    expect((await historyOf('contact-submissions', id)).map((change) => change.toStatus)).toEqual([
      'contacted',
      'qualified',
    ])
  })

  it('never redirects a form post away from the collection, and says when it was refused', async () => {
    const id = await makeSubmission(context, 'contact-submissions')
    const ownPage = `/admin/collections/contact-submissions/${id}`
    for (const back of [
      'https://elsewhere.example/admin/collections/contact-submissions',
      '//elsewhere.example/admin/collections/contact-submissions',
      '/admin/collections/users',
      '/admin/collections/contact-submissions-evil',
    ]) {
      const response = await formPost(id, context.users.admin.token, { status: 'completed', back })
      expect(response.headers.get('location')).toBe(`${ownPage}?status-updated=${id}`)
    }
    const refused = await formPost(id, context.users.recruiter.token, { status: 'new' })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe(`${ownPage}?status-update-failed=${id}`)
    const unknown = await formPost(id, context.users.admin.token, { status: 'hired' })
    expect(unknown.headers.get('location')).toBe(`${ownPage}?status-update-failed=${id}`)
  })

  it('asks before a rejection of a job application sent as a plain form post, and sets it once confirmed', async () => {
    const id = await makeSubmission(context, 'career-applications')
    const ownPage = `/admin/collections/career-applications/${id}`
    const post = (query: string) =>
      callRoute('POST', `/api/career-applications/${id}/status${query}`, {
        headers: {
          Authorization: `JWT ${context.users.recruiter.token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'x-client-address': randomUUID(),
        },
        body: new URLSearchParams({ status: 'rejected' }).toString(),
      })
    const asked = await post('')
    expect(asked.status).toBe(303)
    expect(asked.headers.get('location')).toBe(`${ownPage}?confirm=${id}&confirm-value=rejected`)
    expect(await historyOf('career-applications', id)).toEqual([])
    const confirmed = await post('?confirmed=yes')
    expect(confirmed.headers.get('location')).toBe(`${ownPage}?status-updated=${id}`)
    expect((await historyOf('career-applications', id)).map((change) => change.toStatus)).toEqual([
      'rejected',
    ])
    // The scripts ask before they post; a status needing no question is set at once.
    const reviewed = await makeSubmission(context, 'career-applications')
    const json = await rest('POST', `/api/career-applications/${reviewed}/status`, {
      token: context.users.recruiter.token,
      body: { status: 'rejected' },
    })
    expect(json.status).toBe(200)
  })
})
