import { describe, expect, it } from 'vitest'

import { readBoard } from '@/desk/board/cards'
import { noFilters } from '@/desk/my-work/filters'
import { workedTypes } from '@/desk/worked-types'

import { callRoute, rest } from '../../helpers/rest'
import { colleague, deskTestContext, quoteFromGhana } from './desk-fixtures'

const context = deskTestContext()

const quotes = workedTypes.find((type) => type.slug === 'quote-requests')!
const zone = 'Africa/Accra'

describe('the board', () => {
  it('puts each lead in the column of its status, soonest due first, with its next step and days in stage', async () => {
    const { payload, made } = context
    const now = new Date()
    const kofi = await colleague(payload, made, 'Kofi Board')
    const lead = async (data: Record<string, unknown>) => {
      const { id } = await quoteFromGhana(payload, made)
      await payload.update({
        collection: 'quote-requests',
        id,
        data: { owner: kofi.id, ...data } as never,
      })
      return id
    }
    const hoursFromNow = (hours: number) =>
      new Date(now.getTime() + hours * 3_600_000).toISOString()
    const later = await lead({ responseDueAt: hoursFromNow(48) })
    const sooner = await lead({ responseDueAt: hoursFromNow(-2) })
    const contacted = await lead({ status: 'contacted', firstResponseAt: hoursFromNow(-30) })
    await payload.create({
      collection: 'tasks',
      data: {
        title: 'Send the proposal',
        kind: 'email',
        due: hoursFromNow(5),
        assignee: kofi.id,
        relatedTo: { relationTo: 'quote-requests', value: contacted },
      } as never,
    })
    const drifting = await lead({ status: 'contacted', firstResponseAt: hoursFromNow(-30) })
    const closed = await lead({
      status: 'lost',
      outcomeReason: 'No budget',
      firstResponseAt: hoursFromNow(-30),
    })

    const columns = await readBoard(payload, {
      type: quotes,
      people: [kofi.id],
      filters: noFilters,
      now,
      zone,
    })
    expect(columns.map(({ status }) => status)).toEqual(quotes.statuses)
    const column = (status: string) => columns.find((each) => each.status === status)!
    expect(column('new').cards.map(({ id, next, overdue }) => ({ id, next, overdue }))).toEqual([
      { id: sooner, next: 'firstAnswer', overdue: true },
      { id: later, next: 'firstAnswer', overdue: false },
    ])
    expect(column('new').count).toBe(2)
    expect(column('contacted').cards.map(({ id, next }) => ({ id, next }))).toEqual([
      { id: contacted, next: 'nextStep' },
      { id: drifting, next: 'noNextStep' },
    ])
    // Moved into "contacted" by the update above: today.
    expect(Date.parse(column('contacted').cards[0].inStageSince)).toBeGreaterThan(
      now.getTime() - 60_000,
    )
    expect(column('lost')).toMatchObject({ closing: true, count: 1 })
    expect(column('lost').cards[0].id).toBe(closed)

    // Filtered as My work is: overdue only.
    const overdue = await readBoard(payload, {
      type: quotes,
      people: [kofi.id],
      filters: { ...noFilters, due: 'overdue' },
      now,
      zone,
    })
    expect(overdue.flatMap(({ cards }) => cards.map(({ id }) => id))).toEqual([sooner])
    // Nobody's board shows another's leads.
    const ama = await colleague(payload, made, 'Ama Board')
    const amas = await readBoard(payload, {
      type: quotes,
      people: [ama.id],
      filters: noFilters,
      now,
      zone,
    })
    expect(amas.every(({ count, cards }) => count === 0 && cards.length === 0)).toBe(true)
  })

  it('moves a card by a plain form post back to the board, and the move is on the lead’s timeline', async () => {
    const { payload, made } = context
    const password = 'pw-board-move-1'
    const kofi = await colleague(payload, made, 'Kofi Mover', password)
    const { id } = await quoteFromGhana(payload, made)
    await payload.update({ collection: 'quote-requests', id, data: { owner: kofi.id } as never })
    const token = (
      await rest('POST', '/api/users/login', { body: { email: kofi.email, password } })
    ).body.token as string
    const board = '/admin/board?type=quote-requests&due=week'
    const move = (status: string, back: string) =>
      callRoute('POST', `/api/quote-requests/${id}/status`, {
        headers: {
          Authorization: `JWT ${token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'x-client-address': crypto.randomUUID(),
        },
        body: new URLSearchParams({ status, back }).toString(),
      })
    const moved = await move('contacted', board)
    expect(moved.status).toBe(303)
    expect(moved.headers.get('location')).toBe(`${board}&status-updated=${id}`)
    const changes = await payload.find({
      collection: 'status-changes',
      where: {
        and: [
          { submissionCollection: { equals: 'quote-requests' } },
          { submissionId: { equals: id } },
        ],
      },
      depth: 0,
    })
    expect(changes.docs.map(({ fromStatus, toStatus }) => [fromStatus, toStatus])).toEqual([
      ['new', 'contacted'],
    ])
    // A status the type does not have is refused, back on the board; a page elsewhere is not
    // where a post goes back to.
    const refused = await move('won-everything', board)
    expect(refused.headers.get('location')).toBe(`${board}&status-update-failed=${id}`)
    const elsewhere = await move('quoted', 'https://elsewhere.example/admin/board')
    expect(elsewhere.headers.get('location')).toBe(
      `/admin/collections/quote-requests/${id}?status-updated=${id}`,
    )
  })
})
