import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { postgres } from '@/server/database/adapter'
import { claimDueDeliveries } from '@/webhooks/claim'
import { deliverDueWebhooks } from '@/webhooks/deliver'
import { purgeOldWebhookDeliveries } from '@/webhooks/retention'

import { validQuote } from '../../helpers/form-values'
import { hotUpdatesOf } from '../../helpers/hot-updates'
import { rest } from '../../helpers/rest'
import { tokenOf } from '../../helpers/users'
import { newMarker, submit } from '../forms/submit'
import { documentedReceiver } from '../../helpers/webhook-receiver'
import { deliveriesOf, endpointFor, webhookTestContext } from './fixtures'
import { startSink, type Answer } from '../../helpers/webhook-sink'

const context = webhookTestContext()

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000)
const days = (from: Date, count: number) => seconds(from, count * 24 * 60 * 60)

/** A sink answering `answers` in turn, an endpoint for it, and a quote whose lead.created is queued. */
async function quoteToSink(answers: Answer[]) {
  const sink = await startSink(answers)
  context.sinks.push(sink)
  const endpoint = await endpointFor(context, sink)
  const sent = await submit(context.payload, 'quote', validQuote(newMarker()))
  if (!sent.body.ok) throw new Error(`The quote was refused: ${sent.body.message}`)
  const id = Number(sent.body.reference!.replace(/^QR-0*/, ''))
  return { sink, endpoint, id }
}

describe('webhook deliveries', () => {
  it('are queued with the lead and sent once the response is out, not before', async () => {
    const { payload } = context
    const sink = await startSink([{ status: 200 }])
    context.sinks.push(sink)
    const endpoint = await endpointFor(context, sink, ['lead.created'])
    const sent = await submit(payload, 'quote', validQuote(newMarker()))
    expect(sent.status).toBe(201)
    expect(await deliveriesOf(payload, endpoint.id)).toMatchObject([{ status: 'pending' }])
    expect(sink.received).toHaveLength(0)

    for (const task of sent.afterResponse) await task()
    await expect.poll(() => sink.received.length, { timeout: 5000, interval: 50 }).toBe(1)
    await expect
      .poll(async () => (await deliveriesOf(payload, endpoint.id))[0]?.status, { timeout: 5000 })
      .toBe('delivered')
  })

  it('are retried with backoff when the sink answers 500, and delivered once it answers 200', async () => {
    const { payload } = context
    const verifyWebhook = await documentedReceiver()
    const { sink, endpoint } = await quoteToSink([{ status: 500 }, { status: 200 }])
    const start = new Date()

    expect(await deliverDueWebhooks(payload, { now: start })).toEqual({ taken: 1, delivered: 0 })
    let [delivery] = await deliveriesOf(payload, endpoint.id)
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      statusCode: 500,
      error: 'Answered 500.',
      nextAttemptAt: seconds(start, 30).toISOString(),
    })
    const failing = await payload.findByID({ collection: 'webhook-endpoints', id: endpoint.id })
    expect(failing.failingSince).toBe(start.toISOString())

    expect(await deliverDueWebhooks(payload, { now: seconds(start, 10) })).toEqual({
      taken: 0,
      delivered: 0,
    })
    const retry = seconds(start, 31)
    expect(await deliverDueWebhooks(payload, { now: retry })).toEqual({ taken: 1, delivered: 1 })
    ;[delivery] = await deliveriesOf(payload, endpoint.id)
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 2,
      statusCode: 200,
      error: null,
    })
    const healthy = await payload.findByID({ collection: 'webhook-endpoints', id: endpoint.id })
    expect(healthy.failingSince).toBeNull()

    // The same delivery both times, each signed when it was sent.
    const [first, second] = sink.received
    expect(second!.body).toBe(first!.body)
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id'])
    const signature = String(second!.headers['webhook-signature'])
    expect(verifyWebhook(second!.body, signature, endpoint.secret, retry.getTime())).toBe(true)
  })

  it('record, in one sweep, each delivery sent before one failed, and leave the rest claimed', async () => {
    const { payload } = context
    const answers = [{ status: 201 }, { status: 204 }, { status: 500 }]
    const { sink, endpoint } = await quoteToSink(answers)
    for (const _ of [1, 2, 3]) await submit(payload, 'quote', validQuote(newMarker()))
    const start = new Date()

    expect(await deliverDueWebhooks(payload, { now: start })).toEqual({ taken: 4, delivered: 2 })
    expect(sink.received).toHaveLength(3)
    const [first, second, failed, untried] = await deliveriesOf(payload, endpoint.id)
    for (const [delivery, statusCode] of [
      [first, 201],
      [second, 204],
    ] as const) {
      expect(delivery).toMatchObject({
        status: 'delivered',
        attempts: 1,
        statusCode,
        deliveredAt: start.toISOString(),
        nextAttemptAt: null,
      })
    }
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      statusCode: 500,
      nextAttemptAt: seconds(start, 30).toISOString(),
    })
    // Claimed by the sweep, not sent: it waits out the claim, the failed one its retry.
    expect(untried).toMatchObject({ status: 'pending', attempts: 0, statusCode: null })
    expect(new Date(untried!.claimedUntil!).getTime()).toBeGreaterThan(seconds(start, 30).getTime())
    expect(failed!.claimedUntil).toBeNull()
    expect(await deliverDueWebhooks(payload, { now: seconds(start, 31) })).toMatchObject({
      taken: 1,
    })
    const failing = await payload.findByID({ collection: 'webhook-endpoints', id: endpoint.id })
    expect(failing.failingSince).toBe(start.toISOString())
  })

  it('are claimed by a HOT update: no index covers the claim’s column', async () => {
    const { payload } = context
    const pool = postgres(payload).pool
    const { rows: indexes } = await pool.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'webhook_deliveries'",
    )
    expect(indexes.length).toBeGreaterThan(0)
    expect(indexes.filter(({ indexdef }) => indexdef.includes('claimed_until'))).toEqual([])

    const hotUpdates = () => hotUpdatesOf(payload, 'webhook_deliveries')
    // Claimed, not sent: the claim is all that is written to them.
    const { endpoint } = await quoteToSink([{ status: 500 }])
    for (const _ of [1, 2]) await submit(payload, 'quote', validQuote(newMarker()))
    const before = await hotUpdates()
    const claimed = await claimDueDeliveries(payload, new Date(), [])
    expect(claimed.filter((delivery) => delivery.endpoint === endpoint.id)).toHaveLength(3)
    await expect
      .poll(hotUpdates, { timeout: 15_000, interval: 250 })
      .toBeGreaterThanOrEqual(before + 3)
  })

  it('turn an endpoint off, and tell the admins, once every delivery has failed for 3 days', async () => {
    const { payload, users } = context
    const { sink, endpoint } = await quoteToSink([{ status: 503 }])
    const start = new Date()
    await deliverDueWebhooks(payload, { now: start })
    for (const day of [1, 2]) {
      expect(await deliverDueWebhooks(payload, { now: days(start, day) })).toMatchObject({
        taken: 1,
      })
      const still = await payload.findByID({ collection: 'webhook-endpoints', id: endpoint.id })
      expect(still).toMatchObject({ active: true, failingSince: start.toISOString() })
    }

    await deliverDueWebhooks(payload, { now: days(start, 3) })
    const off = await payload.findByID({ collection: 'webhook-endpoints', id: endpoint.id })
    expect(off.active).toBe(false)
    expect(off.turnedOff).toContain(`every delivery failed from ${start.toISOString()} for 3 days`)
    const [delivery] = await deliveriesOf(payload, endpoint.id)
    expect(delivery).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null })
    expect(sink.received).toHaveLength(4)

    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      pagination: false,
    })
    const emails = jobs.filter(
      (job) =>
        (job.input as { subject: string }).subject === `Webhook endpoint turned off: ${sink.url}`,
    )
    expect(emails.map((job) => (job.input as { to: string }).to)).toContain(users.admin.email)
    for (const job of emails) await payload.delete({ collection: 'payload-jobs', id: job.id })

    // A turned-off endpoint is sent nothing more, and a new lead queues nothing for it.
    await submit(payload, 'quote', validQuote(newMarker()))
    expect(await deliveriesOf(payload, endpoint.id)).toHaveLength(1)

    // Ticked Active again, it starts afresh.
    const on = await payload.update({
      collection: 'webhook-endpoints',
      id: endpoint.id,
      data: { active: true },
    })
    expect(on).toMatchObject({ active: true, failingSince: null, turnedOff: null })
  })

  it('tell a status change and a reassignment made in the admin, in order', async () => {
    const { payload, users } = context
    const { sink, endpoint, id } = await quoteToSink([{ status: 204 }])
    const status = await rest('POST', `/api/quote-requests/${id}/status`, {
      token: users.sales.token,
      body: { status: 'contacted' },
    })
    expect(status.status).toBe(200)
    const owner = await rest('POST', `/api/quote-requests/${id}/owner`, {
      token: users.admin.token,
      body: { owner: users.sales.id },
    })
    expect(owner.status).toBe(200)

    const queued = await deliveriesOf(payload, endpoint.id)
    expect(queued.map((delivery) => delivery.event)).toEqual([
      'lead.created',
      'lead.status_changed',
      'lead.assigned',
    ])
    expect(await deliverDueWebhooks(payload)).toEqual({ taken: 3, delivered: 3 })
    const [, changed, assigned] = sink.received.map((each) => JSON.parse(each.body))
    expect(changed.data).toMatchObject({
      lead: { id, status: 'contacted', owner: null },
      previousStatus: 'new',
    })
    expect(assigned.data).toMatchObject({
      lead: { id, owner: { id: users.sales.id, email: users.sales.email } },
      previousOwner: null,
    })
  })

  it('tell a change of a lead’s value or expected close as lead.updated, and carry them and a closed deal’s outcome on every event', async () => {
    const { payload, users } = context
    const sink = await startSink([{ status: 204 }])
    context.sinks.push(sink)
    const endpoint = await endpointFor(context, sink, ['lead.updated', 'lead.status_changed'])
    const sent = await submit(payload, 'quote', validQuote(newMarker()))
    if (!sent.body.ok) throw new Error(`The quote was refused: ${sent.body.message}`)
    const id = Number(sent.body.reference!.replace(/^QR-0*/, ''))
    const patch = (body: Record<string, unknown>) =>
      rest('PATCH', `/api/quote-requests/${id}`, { token: users.sales.token, body })
    expect((await patch({ value: { amount: 50_000, currency: 'GHS' } })).status).toBe(200)
    expect((await patch({ expectedClose: '2027-03-31' })).status).toBe(200)
    // The same value saved again, or a status change alone, is no update of the deal.
    expect((await patch({ value: { amount: 50_000, currency: 'GHS' } })).status).toBe(200)
    expect((await patch({ status: 'contacted' })).status).toBe(200)
    const lost = await rest('POST', `/api/quote-requests/${id}/status`, {
      token: users.sales.token,
      body: { status: 'lost', outcomeReason: 'Chose a competitor' },
    })
    expect(lost.status).toBe(200)

    expect((await deliveriesOf(payload, endpoint.id)).map((each) => each.event)).toEqual([
      'lead.updated',
      'lead.updated',
      'lead.status_changed',
      'lead.status_changed',
    ])
    expect(await deliverDueWebhooks(payload)).toEqual({ taken: 4, delivered: 4 })
    const [valued, dated, moved, closed] = sink.received.map((each) => JSON.parse(each.body))
    expect(valued).toMatchObject({
      event: 'lead.updated',
      data: {
        lead: { id, value: { amount: 50_000, currency: 'GHS' }, expectedClose: null },
        previous: { value: null, expectedClose: null },
      },
    })
    expect(dated.data).toMatchObject({
      lead: { value: { amount: 50_000, currency: 'GHS' }, expectedClose: '2027-03-31' },
      previous: { value: { amount: 50_000, currency: 'GHS' }, expectedClose: null },
    })
    expect(moved.data.lead).toMatchObject({
      status: 'contacted',
      value: { amount: 50_000, currency: 'GHS' },
      expectedClose: '2027-03-31',
      outcome: null,
      outcomeReason: null,
      closedAt: null,
    })
    // A deal closed says how, why and when, beside what it was worth.
    expect(closed.data).toMatchObject({
      previousStatus: 'contacted',
      lead: {
        status: 'lost',
        outcome: 'lost',
        outcomeReason: 'Chose a competitor',
        closedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        value: { amount: 50_000, currency: 'GHS' },
      },
    })
  })

  it('to a dead endpoint hold up no other, and wait for its next attempt', async () => {
    const { payload } = context
    const silent = createServer(() => undefined).listen(0, '127.0.0.1')
    await once(silent, 'listening')
    const dead = await payload.create({
      collection: 'webhook-endpoints',
      data: {
        url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hooks`,
        events: ['lead.created'],
      },
    })
    context.endpoints.push(dead.id)
    try {
      const { sink, endpoint } = await quoteToSink([{ status: 200 }])
      const start = new Date()
      const sweep = deliverDueWebhooks(payload, { now: start, timeoutMs: 3000 })
      await expect.poll(() => sink.received.length, { timeout: 2000, interval: 50 }).toBe(1)
      expect(await sweep).toEqual({ taken: 2, delivered: 1 })
      const [timedOut] = await deliveriesOf(payload, dead.id)
      expect(timedOut).toMatchObject({ status: 'pending', error: 'No answer within 3 s.' })

      // The next lead reaches the live endpoint at once; the dead one waits for its turn.
      await submit(payload, 'quote', validQuote(newMarker()))
      const soon = seconds(start, 5)
      expect(await deliverDueWebhooks(payload, { now: soon })).toEqual({ taken: 1, delivered: 1 })
      expect(sink.received).toHaveLength(2)
      expect((await deliveriesOf(payload, endpoint.id)).map((each) => each.status)).toEqual([
        'delivered',
        'delivered',
      ])
      expect((await deliveriesOf(payload, dead.id)).map((each) => each.attempts)).toEqual([1, 0])
    } finally {
      silent.close()
    }
  })

  it('are replayed by an admin, and by no one else', async () => {
    const { payload, users } = context
    const { sink, endpoint } = await quoteToSink([{ status: 200 }])
    await deliverDueWebhooks(payload)
    const [delivery] = await deliveriesOf(payload, endpoint.id)
    const replay = (token: string) =>
      rest('POST', `/api/webhook-deliveries/${delivery!.id}/replay`, { token })

    expect((await replay(users.sales.token)).status).toBe(403)
    expect(sink.received).toHaveLength(1)
    expect(await replay(users.admin.token)).toEqual({
      status: 200,
      body: { ok: true, statusCode: 200, error: null },
    })
    expect(sink.received).toHaveLength(2)
    expect(sink.received[1]!.headers['webhook-id']).toBe(delivery!.deliveryId)
    const [replayed] = await deliveriesOf(payload, endpoint.id)
    expect(replayed!.attempts).toBe(2)
  })

  it('go with their lead when it is deleted, and after 30 days', async () => {
    const { payload } = context
    const { endpoint, id } = await quoteToSink([{ status: 200 }])
    await submit(payload, 'quote', validQuote(newMarker()))
    expect(await deliveriesOf(payload, endpoint.id)).toHaveLength(2)

    await payload.delete({ collection: 'quote-requests', id })
    const [left] = await deliveriesOf(payload, endpoint.id)
    expect(await deliveriesOf(payload, endpoint.id)).toHaveLength(1)

    await purgeOldWebhookDeliveries(payload, days(new Date(left!.createdAt), 29))
    expect(await deliveriesOf(payload, endpoint.id)).toHaveLength(1)
    await purgeOldWebhookDeliveries(payload, days(new Date(left!.createdAt), 31))
    expect(await deliveriesOf(payload, endpoint.id)).toHaveLength(0)
  })
})

describe('a person’s data request', () => {
  it('includes what their leads’ webhooks sent, and their erasure takes those deliveries', async () => {
    const { payload } = context
    const sink = await startSink([{ status: 200 }])
    context.sinks.push(sink)
    const endpoint = await endpointFor(context, sink, ['lead.created'])
    const email = `webhook.person.${newMarker().toLowerCase()}@example.com`
    const sent = await submit(payload, 'quote', { ...validQuote(newMarker()), email })
    if (!sent.body.ok) throw new Error(`The quote was refused: ${sent.body.message}`)
    const id = Number(sent.body.reference!.replace(/^QR-0*/, ''))
    const token = tokenOf(context.users, 'admin')

    const exported = await rest('POST', '/api/data-requests/export', { token, body: { email } })
    expect(exported.status).toBe(200)
    const [lead] = exported.body.submissions['quote-requests']
    expect(lead.id).toBe(id)
    expect(lead.sentToSalesTools).toEqual([
      { event: 'lead.created', status: 'pending', at: expect.any(String) },
    ])

    const summary = await rest('POST', '/api/data-requests/summary', { token, body: { email } })
    const erased = await rest('POST', '/api/data-requests/erase', {
      token,
      body: { email, confirmedTotal: summary.body.summary.total },
    })
    expect(erased.status, JSON.stringify(erased.body)).toBe(200)
    expect(await deliveriesOf(payload, endpoint.id)).toHaveLength(0)
  })
})

describe('webhook endpoints', () => {
  it('are read and written by admins alone, the secret generated when left empty', async () => {
    const { users } = context
    for (const role of ['anonymous', 'noRole', 'editor', 'recruiter', 'sales'] as const) {
      const token = tokenOf(users, role)
      expect((await rest('GET', '/api/webhook-endpoints', { token })).status).toBe(403)
      expect((await rest('GET', '/api/webhook-deliveries', { token })).status).toBe(403)
      const created = await rest('POST', '/api/webhook-endpoints', {
        token,
        body: { url: 'https://crm.example.com/hooks', events: ['lead.created'] },
      })
      expect(created.status).toBe(403)
    }
    const created = await rest('POST', '/api/webhook-endpoints', {
      token: users.admin.token,
      body: { url: 'https://crm.example.com/hooks', events: ['lead.created'] },
    })
    expect(created.status).toBe(201)
    context.endpoints.push(created.body.doc.id)
    expect(created.body.doc).toMatchObject({ active: true, events: ['lead.created'] })
    expect(created.body.doc.secret).toMatch(/^whsec_/)
  })

  it('take only https addresses of the public internet unless WEBHOOKS_ALLOW_PRIVATE is set', async () => {
    const { users } = context
    process.env.WEBHOOKS_ALLOW_PRIVATE = 'false'
    try {
      for (const [url, reason] of [
        ['http://crm.example.com/hooks', 'Only https addresses receive webhooks.'],
        ['https://10.1.2.3/hooks', '10.1.2.3 is a private address'],
        ['https://169.254.169.254/latest', '169.254.169.254 is a linkLocal address'],
        ['https://localhost:8443/hooks', 'localhost is this server itself'],
      ]) {
        const refused = await rest('POST', '/api/webhook-endpoints', {
          token: users.admin.token,
          body: { url, events: ['lead.created'] },
        })
        expect(refused.status).toBe(400)
        expect(JSON.stringify(refused.body)).toContain(reason)
      }
    } finally {
      process.env.WEBHOOKS_ALLOW_PRIVATE = 'true'
    }
  })
})
