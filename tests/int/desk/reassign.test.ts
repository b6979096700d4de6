import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { loggedEmails } from '../../helpers/logged-emails'
import { callRoute, rest } from '../../helpers/rest'
import { colleague, deskTestContext, quoteFromGhana } from './desk-fixtures'

const desk = deskTestContext()

const setOwner = (id: number, owner: unknown, token = desk.users.sales.token) =>
  rest('POST', `/api/quote-requests/${id}/owner`, { token, body: { owner } })

const formPost = (id: number, fields: Record<string, string>) =>
  callRoute('POST', `/api/quote-requests/${id}/owner`, {
    headers: {
      Authorization: `JWT ${desk.users.sales.token}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'x-client-address': randomUUID(),
    },
    body: new URLSearchParams(fields).toString(),
  })

const ownerOf = async (id: number) =>
  (await desk.payload.findByID({ collection: 'quote-requests', id, depth: 0 })).owner ?? null

describe('POST /api/<slug>/:id/owner', () => {
  it('gives a lead to a colleague, records it on the timeline and e-mails them; null sends it back to the queue', async () => {
    const ama = await colleague(desk.payload, desk.made, 'Ama Owusu')
    const { id } = await quoteFromGhana(desk.payload, desk.made)
    let given: Awaited<ReturnType<typeof setOwner>> | undefined
    const [email] = await loggedEmails(desk.payload, async () => {
      given = await setOwner(id, ama.id)
    })
    expect(given?.status).toBe(200)
    expect(given?.body.doc).toMatchObject({ id, owner: ama.id })
    expect(email).toContain(`To: ${ama.email}`)
    expect(email).toContain(`QR-${String(id).padStart(6, '0')}: a quote request for you`)
    const timeline = await rest('GET', `/api/quote-requests/${id}/timeline`, {
      token: desk.users.sales.token,
    })
    expect(timeline.body.docs[0]).toMatchObject({ kind: 'assigned' })

    expect((await setOwner(id, null)).status).toBe(200)
    expect(await ownerOf(id)).toBeNull()
  })

  it('refuses an owner who may not work the type, a caller who does not, and what is no id, changing nothing', async () => {
    const { id } = await quoteFromGhana(desk.payload, desk.made)
    const recruiterAsOwner = await setOwner(id, desk.users.recruiter.id)
    expect(recruiterAsOwner.status).toBe(400)
    const byRecruiter = await setOwner(id, desk.users.sales.id, desk.users.recruiter.token)
    expect(byRecruiter.status).toBe(403)
    const notAnId = await setOwner(id, 'Kofi')
    expect(notAnId.status).toBe(400)
    expect(notAnId.body.errors[0].message).toBe(
      'Choose a colleague by their id, or null for the unassigned queue.',
    )
    expect(await ownerOf(id)).toBeNull()
  })

  it("answers a row's plain form post with the list it came from, saying what happened", async () => {
    const ama = await colleague(desk.payload, desk.made, 'Ama Owusu')
    const { id } = await quoteFromGhana(desk.payload, desk.made)
    const list = '/admin/collections/quote-requests?page=2&search=Ghana'
    const done = await formPost(id, { owner: String(ama.id), back: list })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`${list}&owner-updated=${id}`)
    expect(await ownerOf(id)).toBe(ama.id)
    const refused = await formPost(id, { owner: String(desk.users.recruiter.id), back: list })
    expect(refused.headers.get('location')).toBe(`${list}&owner-update-failed=${id}`)
    expect(await ownerOf(id)).toBe(ama.id)
    const elsewhere = await formPost(id, { owner: '', back: 'https://evil.example/admin' })
    expect(elsewhere.headers.get('location')).toBe(
      `/admin/collections/quote-requests/${id}?owner-updated=${id}`,
    )
    expect(await ownerOf(id)).toBeNull()
  })

  it('drops the notice of an earlier row write from the page it returns to', async () => {
    const { id } = await quoteFromGhana(desk.payload, desk.made)
    const list = '/admin/collections/quote-requests?page=2'
    const afterStatus = `${list}&status-updated=${id}&owner-update-failed=${id}`
    const done = await formPost(id, { owner: String(desk.users.sales.id), back: afterStatus })
    expect(done.headers.get('location')).toBe(`${list}&owner-updated=${id}`)
  })
})
