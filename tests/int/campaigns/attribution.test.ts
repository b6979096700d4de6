import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { validQuote } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, type RoleUsers } from '../../helpers/users'
import { parseCsv } from '../admin/csv'
import { newMarker, submit } from '../forms/submit'

let payload: Payload
let users: RoleUsers

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

const firstTouch = {
  source: 'linkedin',
  medium: 'paid-social',
  campaign: 'q1-ghana',
  gclid: 'G-123',
  referrer: 'www.linkedin.com',
  landingPath: '/ussd-ghana',
  at: '2026-11-27T09:30:00.000Z',
}
const lastTouch = {
  referrer: 'www.google.com',
  landingPath: '/get-quote',
  at: '2026-11-27T10:05:00.000Z',
}

async function storedQuote(marker: string) {
  const { docs } = await payload.find({
    collection: 'quote-requests',
    where: { companyName: { equals: marker } },
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

/** A quote sent by its script with both touches, and the lead it became. */
async function quoteWithTouches() {
  const values = validQuote(newMarker())
  const response = await submit(payload, 'quote', {
    ...values,
    attribution: { firstTouch, lastTouch },
  })
  expect(response.status).toBe(201)
  return { values, lead: await storedQuote(values.companyName) }
}

describe('a lead’s attribution', () => {
  it('is stored as the form’s script posted it: the first and the latest touch', async () => {
    const { lead } = await quoteWithTouches()
    expect(lead.attribution?.firstTouch).toMatchObject(firstTouch)
    expect(lead.attribution?.lastTouch).toMatchObject(lastTouch)
    expect(lead.attribution?.lastTouch?.source).toBeFalsy()
  })

  it('is the campaign in the sending page’s address when the script had none', async () => {
    const marker = newMarker()
    await submit(payload, 'quote', validQuote(marker), {
      headers: { referer: 'https://www.example.com/get-quote?utm_source=newsletter&gclid=G-9' },
    })
    const lead = await storedQuote(marker)
    expect(lead.attribution?.firstTouch).toMatchObject({
      source: 'newsletter',
      gclid: 'G-9',
      landingPath: '/get-quote',
    })
  })

  it('never costs the visitor their message: an attribution that does not hold is left out', async () => {
    const marker = newMarker()
    const response = await submit(payload, 'quote', {
      ...validQuote(marker),
      attribution: {
        firstTouch: { ...firstTouch, landingPath: 'javascript:alert(1)' },
        lastTouch: 'x',
      },
    })
    expect(response.status).toBe(201)
    const lead = await storedQuote(marker)
    expect(lead.attribution?.firstTouch?.source ?? null).toBeNull()
    expect(lead.attribution?.lastTouch?.landingPath ?? null).toBeNull()
  })

  it('is exported in the CSV, a column per value', async () => {
    const { lead } = await quoteWithTouches()
    const response = await rest(
      'GET',
      `/api/quote-requests/export.csv?where[id][equals]=${lead.id}`,
      {
        token: users.sales.token,
      },
    )
    const [row] = parseCsv(response.body as string)
    expect(row).toMatchObject({
      'Where it came from: First touch: Source (utm_source)': 'linkedin',
      'Where it came from: First touch: Campaign (utm_campaign)': 'q1-ghana',
      'Where it came from: First touch: Google Ads click ID (gclid)': 'G-123',
      'Where it came from: First touch: Landing page': '/ussd-ghana',
      'Where it came from: Latest touch: Referring site': 'www.google.com',
    })
  })

  it('is in the person’s export', async () => {
    const { values } = await quoteWithTouches()
    const response = await rest('POST', '/api/data-requests/export', {
      token: users.admin.token,
      body: { email: values.email },
    })
    expect(response.status).toBe(200)
    const exported = JSON.stringify(response.body)
    expect(exported).toContain('q1-ghana')
    expect(exported).toContain('www.linkedin.com')
  })

  it('cannot be set by staff', async () => {
    const { lead, values } = await quoteWithTouches()
    await rest('PATCH', `/api/quote-requests/${lead.id}`, {
      token: users.admin.token,
      body: { attribution: { firstTouch: { source: 'forged' } } },
    })
    expect((await storedQuote(values.companyName)).attribution?.firstTouch?.source).toBe('linkedin')
  })
})
