import { describe, expect, it } from 'vitest'

import { readDeliveryLog } from '@/webhooks/delivery-log'

import { startSink } from '../../helpers/webhook-sink'
import { endpointFor, webhookTestContext } from './fixtures'

const context = webhookTestContext()

/** The log as the admin's form-state function reads it for this account. */
async function logFor(role: 'admin' | 'editor' | 'sales' | 'recruiter' | 'noRole', id: number) {
  const { payload, users } = context
  const user = await payload.findByID({ collection: 'users', id: users[role].id, depth: 0 })
  return readDeliveryLog(payload, { ...user, collection: 'users' }, id)
}

describe("a webhook endpoint's delivery log", () => {
  it('is read for admins only, whoever asks the admin to draw the field', async () => {
    const sink = await startSink()
    context.sinks.push(sink)
    const { id } = await endpointFor(context, sink)
    const { payload } = context
    await payload.create({
      collection: 'webhook-deliveries',
      data: {
        endpoint: id,
        event: 'lead.created',
        deliveryId: `msg-${id}`,
        submissionCollection: 'quote-requests',
        submissionId: 1,
        body: JSON.stringify({ lead: 'a lead' }),
        status: 'failed',
        attempts: 8,
        error: 'crm.internal.example answered 500',
      },
    })
    expect(await logFor('admin', id)).toEqual([
      expect.objectContaining({ error: 'crm.internal.example answered 500', total: 1 }),
    ])
    for (const role of ['editor', 'sales', 'recruiter', 'noRole'] as const) {
      expect(await logFor(role, id), role).toBeNull()
    }
  })
})
