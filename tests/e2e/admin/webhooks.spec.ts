import { randomUUID } from 'node:crypto'

import { startSink, type Received } from '../../helpers/webhook-sink'
import { documentedReceiver } from '../../helpers/webhook-receiver'
import { expect, test } from './fixtures'
import { authorization, sendQuoteRequest, signInAt } from './helpers'

type Delivery = {
  id: string
  event: string
  occurredAt: string
  data: { lead: { id: number; status: string } }
}

test('the webhook sink receives lead.created and, after a status change, lead.status_changed, each with a valid signature', async ({
  admin,
  browser,
  page,
  request,
}, testInfo) => {
  const verifyWebhook = await documentedReceiver()
  const sink = await startSink([{ status: 200 }])
  const created = await request.post('/api/webhook-endpoints', {
    headers: authorization(admin),
    data: { url: sink.url, events: ['lead.created', 'lead.status_changed'] },
  })
  expect(created.status()).toBe(201)
  const endpoint = ((await created.json()) as { doc: { id: number; secret: string } }).doc
  try {
    const company = `Webhook${randomUUID().slice(0, 6)}`
    const id = await sendQuoteRequest(request, admin, company)
    const about = (received: Received[]) =>
      received
        .map((each) => ({ each, delivery: JSON.parse(each.body) as Delivery }))
        .filter(({ delivery }) => delivery.data.lead.id === id)

    // Sent right after the form's response.
    await expect.poll(() => about(sink.received).length, { timeout: 10_000 }).toBe(1)

    // A status button on the lead's page; the runner's sweep (every 3 s here) sends the change.
    await signInAt(page, admin, `/admin/collections/quote-requests/${id}`)
    await page.getByRole('button', { name: 'Contacted' }).click()
    await expect(page.getByText('Status updated successfully')).toBeVisible()
    await expect.poll(() => about(sink.received).length, { timeout: 15_000 }).toBe(2)

    const [lead, changed] = about(sink.received)
    expect(lead!.delivery).toMatchObject({
      event: 'lead.created',
      data: { lead: { status: 'new' } },
    })
    expect(changed!.delivery).toMatchObject({
      event: 'lead.status_changed',
      data: { lead: { status: 'contacted' }, previousStatus: 'new' },
    })
    // Checked at the server's time, which other specs may have moved ahead (tests/e2e/clock.ts).
    for (const { each, delivery } of [lead!, changed!]) {
      const signature = String(each.headers['webhook-signature'])
      const at = Date.parse(delivery.occurredAt)
      expect(verifyWebhook(each.body, signature, endpoint.secret, at)).toBe(true)
    }

    // The endpoint's page lists both deliveries, delivered, with a Replay button each.
    await page.goto(`/admin/collections/webhook-endpoints/${endpoint.id}`)
    await expect(page.getByRole('button', { name: 'Replay' })).toHaveCount(2)
    await expect(page.getByRole('cell', { name: 'lead.status_changed' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('delivery-log.png'), fullPage: true })

    // A replay sends the same delivery again, signed anew.
    const before = sink.received.length
    await page.getByRole('button', { name: 'Replay' }).first().click()
    await expect(page.getByText('Delivered: the endpoint answered 200.')).toBeVisible()
    expect(sink.received).toHaveLength(before + 1)
    const signedAt = (each: Received) => {
      const signature = String(each.headers['webhook-signature'])
      return { signature, at: Number(/t=(\d+)/.exec(signature)![1]) * 1000 }
    }
    const replayed = signedAt(sink.received.at(-1)!)
    expect(
      verifyWebhook(sink.received.at(-1)!.body, replayed.signature, endpoint.secret, replayed.at),
    ).toBe(true)

    // Without scripts the log is on the page too, and Replay posts the page's form and comes back.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
    const plain = await withoutScripts.newPage()
    await signInAt(plain, admin, `/admin/collections/webhook-endpoints/${endpoint.id}`)
    const log = plain.getByRole('region', { name: 'Delivery log' })
    await expect(log.getByRole('cell', { name: 'lead.created' })).toBeVisible()
    await log.getByRole('button', { name: 'Replay' }).first().click()
    await expect(plain).toHaveURL(
      new RegExp(`/admin/collections/webhook-endpoints/${endpoint.id}\\?replayed=\\d+$`),
    )
    expect(sink.received).toHaveLength(before + 2)
    await withoutScripts.close()
  } finally {
    await request.delete(`/api/webhook-endpoints/${endpoint.id}`, { headers: authorization(admin) })
    await sink.close()
  }
})
