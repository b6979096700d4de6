import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { readWorkFilters, type WorkFilters } from '@/desk/my-work/filters'
import { readWork } from '@/desk/my-work/items'
import { chosenPeople, visibleColleagues } from '@/desk/my-work/people'
import { workedTypes } from '@/desk/worked-types'

import { validPartnership } from '../../helpers/form-values'
import { callRoute, rest } from '../../helpers/rest'
import { newMarker, submit } from '../forms/submit'
import { colleague, deskTestContext, quoteFromGhana } from './desk-fixtures'

const context = deskTestContext()

const now = new Date('2031-06-02T10:00:00Z') // a Monday
const zone = 'Africa/Accra'

/** Kofi's desk: five quotes and a partnership he owns, in every state a lead's next step can be. */
async function kofisDesk() {
  const { payload, made } = context
  const kofi = await colleague(payload, made, 'Kofi Work')
  const ama = await colleague(payload, made, 'Ama Colleague')
  const org = await payload.create({
    collection: 'organizations',
    data: { name: `MTN ${newMarker()}`, domains: [{ domain: `${newMarker()}.example.com` }] },
  })
  made.push({ collection: 'organizations', id: org.id })
  const lead = async (owner: number, data: Record<string, unknown> = {}) => {
    const { id } = await quoteFromGhana(payload, made)
    await payload.update({ collection: 'quote-requests', id, data: { owner, ...data } as never })
    return id
  }
  const task = (
    title: string,
    due: string,
    relatedTo: { relationTo: string; value: number },
    assignee = kofi.id,
  ) =>
    payload.create({
      collection: 'tasks',
      data: { title, due, relatedTo, assignee, kind: 'call' } as never,
    })
  // Unanswered: due for its first answer yesterday (overdue).
  const waiting = await lead(kofi.id, { responseDueAt: '2031-06-01T09:00:00.000Z' })
  // Answered, with a next step this Wednesday.
  const planned = await lead(kofi.id, {
    firstResponseAt: '2031-05-30T09:00:00.000Z',
    organization: org.id,
  })
  await task('Send the proposal', '2031-06-04T09:00:00.000Z', {
    relationTo: 'quote-requests',
    value: planned,
  })
  // Answered, nothing planned: "no next step".
  const drifting = await lead(kofi.id, { firstResponseAt: '2031-05-30T09:00:00.000Z' })
  // Closed: not work any more.
  await lead(kofi.id, {
    status: 'lost',
    outcomeReason: 'Timing',
    firstResponseAt: '2031-05-30T09:00:00.000Z',
  })
  // A colleague's lead, with a task for Kofi today; an organization's task next month.
  const amas = await lead(ama.id, { firstResponseAt: '2031-05-30T09:00:00.000Z' })
  await task('Call Ama’s client', '2031-06-02T15:00:00.000Z', {
    relationTo: 'quote-requests',
    value: amas,
  })
  await task('Quarterly review', '2031-07-01T09:00:00.000Z', {
    relationTo: 'organizations',
    value: org.id,
  })
  // A partnership application, unanswered, due on Friday.
  const partnership = await submit(payload, 'partnership', validPartnership(newMarker()))
  expect(partnership.status).toBe(201)
  const { docs } = await payload.find({
    collection: 'partnership-applications',
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  await payload.update({
    collection: 'partnership-applications',
    id: docs[0].id,
    data: { owner: kofi.id, responseDueAt: '2031-06-06T12:00:00.000Z' } as never,
  })
  return { kofi, ama, org, waiting, planned, drifting, amas, partnership: docs[0].id }
}

const filtersOf = (query: Record<string, string>): WorkFilters =>
  readWorkFilters(query, workedTypes)

async function work(people: number[], query: Record<string, string> = {}) {
  return readWork(context.payload, {
    people,
    types: workedTypes,
    filters: filtersOf(query),
    now,
    zone,
    limit: 100,
  })
}

describe('My work', () => {
  it('lists each open lead a person owns and their other open tasks, soonest due first, with what is due', async () => {
    const desk = await kofisDesk()
    const { items, total, perType } = await work([desk.kofi.id])
    expect(
      items.map(({ collection, title, next, overdue }) => ({
        collection,
        title: title.slice(0, 9),
        next,
        overdue,
      })),
    ).toEqual([
      {
        collection: 'quote-requests',
        title: items[0].title.slice(0, 9),
        next: 'firstAnswer',
        overdue: true,
      },
      { collection: 'tasks', title: 'Call Ama’', next: 'nextStep', overdue: false },
      {
        collection: 'quote-requests',
        title: items[2].title.slice(0, 9),
        next: 'nextStep',
        overdue: false,
      },
      {
        collection: 'partnership-applications',
        title: items[3].title.slice(0, 9),
        next: 'firstAnswer',
        overdue: false,
      },
      { collection: 'tasks', title: 'Quarterly', next: 'nextStep', overdue: false },
      {
        collection: 'quote-requests',
        title: items[5].title.slice(0, 9),
        next: 'noNextStep',
        overdue: false,
      },
    ])
    expect(items.map(({ id, collection }) => `${collection}:${id}`)).toEqual(
      expect.arrayContaining([
        `quote-requests:${desk.waiting}`,
        `quote-requests:${desk.planned}`,
        `quote-requests:${desk.drifting}`,
        `partnership-applications:${desk.partnership}`,
      ]),
    )
    expect(items[0].reference).toMatch(/^QR-\d{6}$/)
    expect(total).toBe(6)
    expect(perType).toEqual([
      { type: 'quote-requests', count: 4 },
      { type: 'partnership-applications', count: 1 },
      { type: 'organizations', count: 1 },
    ])
  })

  it('counts exactly the rows each filter shows', async () => {
    const desk = await kofisDesk()
    const cases: [Record<string, string>, number][] = [
      [{}, 6],
      [{ type: 'quote-requests' }, 4],
      [{ type: 'partnership-applications' }, 1],
      [{ type: 'organizations' }, 1],
      [{ due: 'overdue' }, 1],
      [{ due: 'today' }, 2],
      [{ due: 'week' }, 4],
      [{ status: 'new' }, 4],
      [{ organization: String(desk.org.id) }, 2],
      [{ country: 'GH' }, 4],
      [{ country: 'KE' }, 0],
      [{ type: 'quote-requests', due: 'week' }, 3],
    ]
    for (const [query, expected] of cases) {
      const { items, total } = await work([desk.kofi.id], query)
      expect({ query, rows: items.length, total }).toEqual({
        query,
        rows: expected,
        total: expected,
      })
    }
    // Paged: the count is the whole list's, the page only its rows.
    const page = await readWork(context.payload, {
      people: [desk.kofi.id],
      types: workedTypes,
      filters: filtersOf({}),
      now,
      zone,
      limit: 4,
      offset: 4,
    })
    expect({ rows: page.items.length, total: page.total }).toEqual({ rows: 2, total: 6 })
  })

  it('leaves out what the address gets wrong rather than failing', () => {
    expect(
      filtersOf({
        type: 'users',
        status: 'drop table',
        due: 'soon',
        organization: '-1',
        country: 'ghana',
      }),
    ).toEqual({ type: null, status: null, due: null, organization: null, country: null })
  })

  it('shows an admin and a team lead their team’s work, and nobody else anyone’s', async () => {
    const { payload, made, users } = context
    const desk = await kofisDesk()
    const lead = await colleague(payload, made, 'Efua Lead')
    const team = await payload.create({
      collection: 'teams',
      data: {
        name: `Accra ${newMarker()}`,
        members: [desk.kofi.id, desk.ama.id, lead.id],
        leads: [lead.id],
      } as never,
    })
    made.push({ collection: 'teams', id: team.id })
    const reqOf = async (user: unknown) => {
      const req = await createLocalReq({ user: user as never }, payload)
      return req
    }
    const leadSees = await visibleColleagues(await reqOf({ ...lead, collection: 'users' }))
    expect(leadSees.map(({ id }) => id).sort()).toEqual([lead.id, desk.kofi.id, desk.ama.id].sort())
    const teamView = chosenPeople('team', leadSees)
    expect(teamView.people.sort()).toEqual([lead.id, desk.kofi.id, desk.ama.id].sort())
    const { total } = await work(teamView.people)
    // Kofi's six, with Ama's lead in place of Kofi's task about it.
    expect(total).toBe(6)
    const kofiSees = await visibleColleagues(await reqOf({ ...desk.kofi, collection: 'users' }))
    expect(kofiSees.map(({ id }) => id)).toEqual([desk.kofi.id])
    expect(chosenPeople(String(desk.ama.id), kofiSees)).toEqual({
      people: [desk.kofi.id],
      person: desk.kofi.id,
    })
    const adminSees = await visibleColleagues(
      await reqOf({ id: users.admin.id, roles: ['admin'], collection: 'users' }),
    )
    expect(adminSees.map(({ id }) => id)).toEqual(
      expect.arrayContaining([desk.kofi.id, desk.ama.id, lead.id]),
    )
  })
})

describe('saved views', () => {
  it('are saved by a plain form post, kept for their owner, and shared with the team when asked', async () => {
    const { payload, made } = context
    const password = 'pw-saved-views-1'
    const ama = await colleague(payload, made, 'Ama Saves', password)
    const kwame = await colleague(payload, made, 'Kwame Teammate', password)
    const yaw = await colleague(payload, made, 'Yaw Elsewhere', password)
    const team = await payload.create({
      collection: 'teams',
      data: { name: `Views ${newMarker()}`, members: [ama.id, kwame.id] } as never,
    })
    made.push({ collection: 'teams', id: team.id })
    const token = async (email: string) =>
      (await rest('POST', '/api/users/login', { body: { email, password } })).body.token as string
    const [amaToken, kwameToken, yawToken] = await Promise.all(
      [ama, kwame, yaw].map((each) => token(each.email)),
    )
    const post = (body: string) =>
      callRoute('POST', '/api/saved-views/save', {
        headers: {
          Authorization: `JWT ${amaToken}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'x-client-address': crypto.randomUUID(),
        },
        body,
      })
    const saved = await post(
      'name=Overdue+quotes&filters=type%3Dquote-requests%26due%3Doverdue&columns=status&columns=owner&shared=on',
    )
    expect(saved.status).toBe(303)
    const location = saved.headers.get('location')!
    expect(location).toMatch(
      /^\/admin\/my-work\?type=quote-requests&due=overdue&view=\d+&view-saved=1$/,
    )
    const privateOne = await rest('POST', '/api/saved-views/save', {
      token: amaToken,
      body: { name: 'Mine only', filters: 'due=today' },
    })
    expect(privateOne.status).toBe(201)
    const names = async (userToken: string) =>
      (
        (await rest('GET', '/api/saved-views?depth=0', { token: userToken })).body.docs as {
          name: string
        }[]
      )
        .map(({ name }) => name)
        .sort()
    expect(await names(amaToken)).toEqual(['Mine only', 'Overdue quotes'])
    expect(await names(kwameToken)).toEqual(['Overdue quotes'])
    expect(await names(yawToken)).toEqual([])
    const stored = await payload.find({
      collection: 'saved-views',
      where: { name: { equals: 'Overdue quotes' } },
    })
    expect(stored.docs[0]).toMatchObject({
      filters: 'type=quote-requests&due=overdue',
      columns: ['status', 'owner'],
      shared: true,
      owner: expect.objectContaining({ id: ama.id }),
    })
    // A view without a name is refused, back on My work with the filters kept.
    const nameless = await post('name=&filters=due%3Dtoday')
    expect(nameless.headers.get('location')).toBe('/admin/my-work?due=today&view-not-saved=1')
    // Only its owner deletes it.
    const id = stored.docs[0].id
    expect((await rest('DELETE', `/api/saved-views/${id}`, { token: kwameToken })).status).toBe(403)
    expect((await rest('DELETE', `/api/saved-views/${id}`, { token: amaToken })).status).toBe(200)
  })
})
