import { randomUUID } from 'node:crypto'

import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { reasonQuestions } from '@/desk/deals/outcome-question'
import { readPipeline, startOfMonthIn } from '@/desk/deals/pipeline'
import { visibleColleagues } from '@/desk/my-work/people'
import { partnership } from '@/submissions/partnership/definition'
import { quote as quotes } from '@/submissions/quote/definition'

import { validPartnership } from '../../helpers/form-values'
import { callRoute, rest } from '../../helpers/rest'
import { parseCsv } from '../admin/csv'
import { newMarker, submit } from '../forms/submit'
import { colleague, deskTestContext, quoteFromGhana, setDealSettings } from './desk-fixtures'

const context = deskTestContext()

const setDeals = (deals: Record<string, unknown>) => setDealSettings(context.payload, deals)

const setStatus = (slug: string, id: number, token: string, body: Record<string, unknown>) =>
  rest('POST', `/api/${slug}/${id}/status`, { token, body })

describe('a deal won or lost', () => {
  it('is closed only with a reason from its list, stamped when it closed, and reopened without it', async () => {
    const { payload, made, users } = context
    const { id } = await quoteFromGhana(payload, made)
    const token = users.sales.token

    const withoutReason = await setStatus('quote-requests', id, token, { status: 'lost' })
    expect(withoutReason.status).toBe(400)
    expect(JSON.stringify(withoutReason.body)).toContain(
      'Say why the deal was lost: one of Price, Chose a competitor',
    )
    const unlisted = await setStatus('quote-requests', id, token, {
      status: 'lost',
      outcomeReason: 'The moon was full',
    })
    expect(unlisted.status).toBe(400)
    // A won reason is no reason for a loss.
    const wrongList = await setStatus('quote-requests', id, token, {
      status: 'lost',
      outcomeReason: 'Speed of delivery',
    })
    expect(wrongList.status).toBe(400)
    const unchanged = await payload.findByID({ collection: 'quote-requests', id, depth: 0 })
    expect(unchanged).toMatchObject({ status: 'new', outcomeReason: null, closedAt: null })

    const before = Date.now()
    const lost = await setStatus('quote-requests', id, token, {
      status: 'lost',
      outcomeReason: 'No budget',
    })
    expect(lost.status).toBe(200)
    expect(lost.body.doc).toMatchObject({ status: 'lost', outcomeReason: 'No budget' })
    expect(Date.parse(lost.body.doc.closedAt)).toBeGreaterThanOrEqual(before - 1000)

    // Saving the lead's other fields keeps its reason, even once the list no longer has it.
    const restore = await setDeals({ lostReasons: [{ en: 'Price', fr: 'Prix' }] })
    try {
      const saved = await rest('PATCH', `/api/quote-requests/${id}`, {
        token,
        body: { expectedClose: '2027-01-31', outcomeReason: 'No budget' },
      })
      expect(saved.status).toBe(200)
      expect(saved.body.doc.outcomeReason).toBe('No budget')
    } finally {
      await restore()
    }

    const reopened = await setStatus('quote-requests', id, token, { status: 'quoted' })
    expect(reopened.status).toBe(200)
    expect(reopened.body.doc).toMatchObject({
      status: 'quoted',
      outcomeReason: null,
      closedAt: null,
    })
    const won = await setStatus('quote-requests', id, token, {
      status: 'won',
      outcomeReason: 'Best fit for their network',
    })
    expect(won.body.doc).toMatchObject({
      status: 'won',
      outcomeReason: 'Best fit for their network',
    })
  })

  it('asks why before a plain form post closes it, and closes it once the reason is sent', async () => {
    const { payload, made, users } = context
    const { id } = await quoteFromGhana(payload, made)
    const ownPage = `/admin/collections/quote-requests/${id}`
    const post = (query: string, fields: Record<string, string>) =>
      callRoute('POST', `/api/quote-requests/${id}/status${query}`, {
        headers: {
          Authorization: `JWT ${users.sales.token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'x-client-address': randomUUID(),
        },
        body: new URLSearchParams(fields).toString(),
      })
    const asked = await post('', { status: 'lost' })
    expect(asked.status).toBe(303)
    expect(asked.headers.get('location')).toBe(`${ownPage}?confirm=${id}&confirm-value=lost`)
    // Confirmed without choosing: refused, and the page says so.
    const unanswered = await post('?confirmed=yes', { status: 'lost' })
    expect(unanswered.headers.get('location')).toBe(`${ownPage}?status-update-failed=${id}`)
    const answered = await post('?confirmed=yes', { status: 'lost', outcomeReason: 'Timing' })
    expect(answered.headers.get('location')).toBe(`${ownPage}?status-updated=${id}`)
    const stored = await payload.findByID({ collection: 'quote-requests', id, depth: 0 })
    expect(stored).toMatchObject({ status: 'lost', outcomeReason: 'Timing' })
  })

  it('closes a partnership as won or lost, a rejection counting as lost, from the lists admins keep, in both languages', async () => {
    const { payload, users } = context
    const sent = await submit(payload, 'partnership', validPartnership(newMarker()))
    if (!sent.body.ok) throw new Error(`The application was refused: ${sent.body.message}`)
    const id = Number(sent.body.reference!.replace(/^PA-0*/, ''))
    const restore = await setDeals({
      lostReasons: [
        { en: 'Overlaps our own channel', fr: 'Fait doublon avec notre propre canal' },
        { en: 'Too small a market', fr: null },
      ],
    })
    try {
      const token = users.sales.token
      // The default list no longer applies once admins keep one.
      const old = await setStatus('partnership-applications', id, token, {
        status: 'rejected',
        outcomeReason: 'No budget',
      })
      expect(old.status).toBe(400)
      const rejected = await setStatus('partnership-applications', id, token, {
        status: 'rejected',
        outcomeReason: 'Overlaps our own channel',
      })
      expect(rejected.status).toBe(200)
      expect(rejected.body.doc).toMatchObject({ outcomeReason: 'Overlaps our own channel' })

      const { reasons } = await import('@/desk/deals/settings').then((settings) =>
        settings.readDealSettings(payload),
      )
      const inFrench = reasonQuestions(partnership, reasons, 'fr')
      expect(Object.keys(inFrench).sort()).toEqual(['lost', 'rejected', 'won'])
      expect(inFrench.rejected).toMatchObject({
        question: 'Pourquoi cette affaire a-t-elle été perdue ?',
        options: [
          { value: 'Overlaps our own channel', label: 'Fait doublon avec notre propre canal' },
          // No French given: the English wording.
          { value: 'Too small a market', label: 'Too small a market' },
        ],
      })
      expect(reasonQuestions(quotes, reasons, 'en').won.options[0]).toEqual({
        value: 'Best fit for their network',
        label: 'Best fit for their network',
      })
    } finally {
      await restore()
    }
  })

  it('carries its reason and close in the CSV export beside its value', async () => {
    const { payload, made, users } = context
    const { id } = await quoteFromGhana(payload, made)
    await rest('PATCH', `/api/quote-requests/${id}`, {
      token: users.sales.token,
      body: { value: { amount: 12_500, currency: 'KES' }, expectedClose: '2027-02-15' },
    })
    await setStatus('quote-requests', id, users.sales.token, {
      status: 'won',
      outcomeReason: 'Price',
    })
    const csv = await rest('GET', `/api/quote-requests/export.csv?where[id][equals]=${id}`, {
      token: users.admin.token,
    })
    const [row] = parseCsv(csv.body as string)
    expect(row).toMatchObject({
      Status: 'Won',
      'Deal value: Amount': '12500',
      'Deal value: Currency': 'KES',
      'Expected close': '2027-02-15',
      'Why won or lost': 'Price',
      Closed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
  })

  it('shows in the pipeline’s won and lost of this month on the viewer’s clock, in the currency asked', async () => {
    const { payload, made } = context
    const restore = await setDeals({ rates: [{ currency: 'GHS', perUsd: 10 }] })
    try {
      const kofi = { ...(await colleague(payload, made, 'Kofi Closes')), collection: 'users' }
      const closedDeal = async (
        status: 'won' | 'lost',
        closedAt: string,
        value?: Record<string, unknown>,
      ) => {
        const { id } = await quoteFromGhana(payload, made)
        await payload.update({
          collection: 'quote-requests',
          id,
          data: {
            owner: kofi.id,
            status,
            value,
            outcomeReason: status === 'won' ? 'Price' : 'Timing',
          } as never,
        })
        // When it closed, as the clock then said.
        await payload.update({ collection: 'quote-requests', id, data: { closedAt } as never })
      }
      const now = new Date('2031-03-15T12:00:00Z')
      await closedDeal('won', '2031-03-02T09:00:00Z', { amount: 1_000, currency: 'USD' })
      await closedDeal('won', '2031-03-10T09:00:00Z', { amount: 20_000, currency: 'GHS' })
      await closedDeal('won', '2031-03-11T09:00:00Z') // no value: counted, adds nothing
      await closedDeal('lost', '2031-03-05T09:00:00Z', { amount: 5_000, currency: 'USD' })
      // 23:30 UTC on 28 February is 02:30 on 1 March in Nairobi: this month there, not in UTC.
      await closedDeal('lost', '2031-02-28T23:30:00Z', { amount: 700, currency: 'USD' })
      await closedDeal('lost', '2031-02-10T09:00:00Z', { amount: 9_999, currency: 'USD' })

      const inUtc = await readPipeline(payload, kofi, 'USD', { now, zone: 'UTC' })
      expect(inUtc.closedThisMonth).toEqual({
        won: { deals: 3, total: 3_000 },
        lost: { deals: 1, total: 5_000 },
      })
      const inNairobi = await readPipeline(payload, kofi, 'GHS', {
        now,
        zone: 'Africa/Nairobi',
      })
      expect(inNairobi.closedThisMonth).toEqual({
        won: { deals: 3, total: 30_000 },
        lost: { deals: 2, total: 57_000 },
      })
      expect(startOfMonthIn(now, 'Africa/Nairobi').toISOString()).toBe('2031-02-28T21:00:00.000Z')
    } finally {
      await restore()
    }
  })
})

describe('a team’s leads', () => {
  it('are chosen among its members, and each sees the team’s work', async () => {
    const { payload, made, users } = context
    const kofi = await colleague(payload, made, 'Kofi Member')
    const efua = await colleague(payload, made, 'Efua Lead')
    const yaw = await colleague(payload, made, 'Yaw Lead')
    const outsider = await colleague(payload, made, 'Abena Outside')
    const create = (data: Record<string, unknown>) =>
      rest('POST', '/api/teams', {
        token: users.admin.token,
        body: { name: `Leads ${newMarker()}`, ...data },
      })
    const refused = await create({ members: [kofi.id, efua.id], leads: [outsider.id] })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Choose the team leads among its members')

    const team = await create({ members: [kofi.id, efua.id, yaw.id], leads: [efua.id, yaw.id] })
    expect(team.status).toBe(201)
    made.push({ collection: 'teams', id: team.body.doc.id })
    for (const lead of [efua, yaw]) {
      const req = await createLocalReq({ user: { ...lead, collection: 'users' } as never }, payload)
      const sees = (await visibleColleagues(req)).map(({ id }) => id).sort()
      expect(sees).toEqual([kofi.id, efua.id, yaw.id].sort())
    }
    const kofiReq = await createLocalReq(
      { user: { ...kofi, collection: 'users' } as never },
      payload,
    )
    expect((await visibleColleagues(kofiReq)).map(({ id }) => id)).toEqual([kofi.id])
  })
})
