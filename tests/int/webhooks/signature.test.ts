import { describe, expect, it } from 'vitest'

import { deliverDueWebhooks } from '@/webhooks/deliver'
import { webhookSignature } from '@/webhooks/signature'

import { validQuote } from '../../helpers/form-values'
import { newMarker, submit } from '../forms/submit'
import { documentedReceiver } from '../../helpers/webhook-receiver'
import { deliveriesOf, endpointFor, webhookTestContext } from './fixtures'
import { startSink } from '../../helpers/webhook-sink'

const context = webhookTestContext()

describe('the webhook signature', () => {
  it('is accepted by the receiver docs/features.md gives, and refused when the body, secret or time is off', async () => {
    const verifyWebhook = await documentedReceiver()
    const body = JSON.stringify({ version: 1, event: 'lead.created' })
    const at = new Date('2026-11-29T12:00:00Z')
    const header = webhookSignature('whsec_test', body, at)
    expect(header).toMatch(new RegExp(`^t=${at.getTime() / 1000},v1=[0-9a-f]{64}$`))
    expect(verifyWebhook(body, header, 'whsec_test', at.getTime())).toBe(true)
    expect(verifyWebhook(body, header, 'whsec_test', at.getTime() + 299_000)).toBe(true)
    expect(verifyWebhook(`${body} `, header, 'whsec_test', at.getTime())).toBe(false)
    expect(verifyWebhook(body, header, 'whsec_other', at.getTime())).toBe(false)
    expect(verifyWebhook(body, header, 'whsec_test', at.getTime() + 301_000)).toBe(false)
    expect(verifyWebhook(body, `t=${at.getTime() / 1000},v1=00`, 'whsec_test', at.getTime())).toBe(
      false,
    )
  })

  it('signs the lead.created a quote sends, as received by a sink, with the endpoint secret', async () => {
    const { payload } = context
    const verifyWebhook = await documentedReceiver()
    const sink = await startSink()
    context.sinks.push(sink)
    const endpoint = await endpointFor(context, sink, ['lead.created'])
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{43}$/)

    const marker = newMarker()
    const sent = await submit(payload, 'quote', { ...validQuote(marker), country: 'GH' })
    if (!sent.body.ok) throw new Error(`The quote was refused: ${sent.body.message}`)
    const [queued] = await deliveriesOf(payload, endpoint.id)
    expect(queued).toMatchObject({ event: 'lead.created', status: 'pending', attempts: 0 })

    // After the response: the sweep the submission leaves behind.
    expect(await deliverDueWebhooks(payload)).toEqual({ taken: 1, delivered: 1 })
    expect(sink.received).toHaveLength(1)
    const { headers, body } = sink.received[0]!
    expect(headers['content-type']).toBe('application/json')
    expect(verifyWebhook(body, String(headers['webhook-signature']), endpoint.secret)).toBe(true)

    const delivery = JSON.parse(body)
    expect(delivery).toMatchObject({
      version: 1,
      id: queued!.deliveryId,
      event: 'lead.created',
      data: {
        lead: {
          type: 'quote-requests',
          reference: sent.body.reference,
          status: 'new',
          owner: null,
          name: 'Ada Okafor',
          company: marker,
          country: 'GH',
          locale: 'en',
        },
      },
    })
    expect(headers['webhook-id']).toBe(delivery.id)
    expect(delivery.data.lead.adminUrl).toMatch(/\/admin\/collections\/quote-requests\/\d+$/)
    expect(new Date(delivery.occurredAt).toISOString()).toBe(delivery.occurredAt)
    const [stored] = await deliveriesOf(payload, endpoint.id)
    expect(stored).toMatchObject({ status: 'delivered', attempts: 1, statusCode: 200 })
  })
})
