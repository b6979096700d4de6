import { describe, expect, it } from 'vitest'

import { readPipeline } from '@/desk/deals/pipeline'

import { rest } from '../../helpers/rest'
import { parseCsv } from '../admin/csv'
import { colleague, deskTestContext, quoteFromGhana, setDealSettings } from './desk-fixtures'

const context = deskTestContext()

const setDeals = (deals: Record<string, unknown>) => setDealSettings(context.payload, deals)

describe('deals', () => {
  it('add up in the pipeline by status, in the currency asked, weighted by each status’s probability', async () => {
    const { payload, made } = context
    const restore = await setDeals({
      rates: [{ currency: 'GHS', perUsd: 15 }],
      newProbability: 10,
      quotedProbability: 50,
    })
    try {
      const kofi = { ...(await colleague(payload, made, 'Kofi Deals')), collection: 'users' }
      const quote = async (status: string, value: Record<string, unknown>) => {
        const { id } = await quoteFromGhana(payload, made)
        await payload.update({
          collection: 'quote-requests',
          id,
          data: {
            owner: kofi.id,
            status,
            value,
            outcomeReason: status === 'lost' ? 'Price' : undefined,
          } as never,
        })
      }
      await quote('new', { amount: 10_000, currency: 'USD' })
      await quote('new', { amount: 150_000, currency: 'GHS' })
      await quote('quoted', { amount: 40_000, currency: 'USD' })
      await quote('quoted', { amount: 1_000_000, currency: 'NGN' }) // no rate: left out
      await quote('lost', { amount: 99_000, currency: 'USD' }) // not in the open pipeline

      const inUsd = await readPipeline(payload, kofi, 'USD')
      const stage = (status: string) => inUsd.stages.find((each) => each.status === status)!
      expect(stage('new')).toMatchObject({ deals: 2, total: 20_000, weighted: 2_000 })
      expect(stage('quoted')).toMatchObject({ deals: 1, total: 40_000, weighted: 20_000 })
      expect(inUsd).toMatchObject({
        scope: 'own',
        total: 60_000,
        weighted: 22_000,
        withoutRate: ['NGN'],
      })

      const inCedis = await readPipeline(payload, kofi, 'GHS')
      expect(inCedis.total).toBeCloseTo(900_000, 6)
      expect(inCedis.weighted).toBeCloseTo(330_000, 6)
      // Someone else's pipeline holds none of Kofi's leads.
      const ama = { ...(await colleague(payload, made, 'Ama Deals')), collection: 'users' }
      expect((await readPipeline(payload, ama, 'USD')).total).toBe(0)
    } finally {
      await restore()
    }
  })

  it('refuse a negative amount, a third decimal and a day that does not exist, and export what they hold', async () => {
    const { payload, made, users } = context
    const { id } = await quoteFromGhana(payload, made)
    const patch = (data: Record<string, unknown>) =>
      rest('PATCH', `/api/quote-requests/${id}`, { token: users.sales.token, body: data })
    expect((await patch({ value: { amount: -5 } })).status).toBe(400)
    expect((await patch({ value: { amount: 10.005 } })).status).toBe(400)
    expect((await patch({ value: { amount: 10, currency: 'BTC' } })).status).toBe(400)
    const wrongDay = await patch({ expectedClose: '2027-02-30' })
    expect(wrongDay.status).toBe(400)
    expect(JSON.stringify(wrongDay.body)).toContain('Enter a date as YYYY-MM-DD')
    const saved = await patch({
      value: { amount: 50_000.5, currency: 'GHS' },
      expectedClose: '2027-03-31',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.doc).toMatchObject({
      value: { amount: 50_000.5, currency: 'GHS' },
      expectedClose: '2027-03-31',
    })

    const csv = await rest('GET', `/api/quote-requests/export.csv?where[id][equals]=${id}`, {
      token: users.admin.token,
    })
    const [row] = parseCsv(csv.body as string)
    expect(row).toMatchObject({
      'Deal value: Amount': '50000.5',
      'Deal value: Currency': 'GHS',
      'Expected close': '2027-03-31',
    })
  })

  it('keep the rates and probabilities to admins', async () => {
    const { users } = context
    const asSales = await rest('GET', '/api/globals/site-settings?depth=0', {
      token: users.sales.token,
    })
    expect(asSales.status).toBe(200)
    expect(asSales.body.deals).toBeUndefined()
    const asAdmin = await rest('GET', '/api/globals/site-settings?depth=0', {
      token: users.admin.token,
    })
    expect(asAdmin.body.deals).toMatchObject({ quotedProbability: expect.any(Number) })
    const changed = await rest('POST', '/api/globals/site-settings', {
      token: users.sales.token,
      body: { deals: { quotedProbability: 99 } },
    })
    expect(changed.status).toBe(403)
  })
})
