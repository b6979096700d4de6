import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { webhookSweepsSettled } from '@/webhooks/deliver'
import type { WebhookEvent } from '@/webhooks/events'

import { testPayload } from '../../helpers/payload'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import type { Sink } from '../../helpers/webhook-sink'

/**
 * A webhook test file's set-up: Payload, one account per role, private addresses allowed (the
 * sinks listen on 127.0.0.1), and after each test its background sweeps settled and its endpoints
 * and sinks removed.
 */
export function webhookTestContext() {
  const context = {
    payload: undefined as unknown as Payload,
    users: {} as RoleUsers,
    sinks: [] as Sink[],
    endpoints: [] as number[],
  }
  const allowedBefore = process.env.WEBHOOKS_ALLOW_PRIVATE
  beforeAll(async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = 'true'
    context.payload = await testPayload()
    context.users = await createRoleUsers(context.payload)
  })
  afterEach(async () => {
    // A test's sweeps use a clock of its own: one left running from the test before would take
    // its deliveries first.
    await webhookSweepsSettled(context.payload)
    for (const id of context.endpoints.splice(0)) {
      await context.payload.delete({ collection: 'webhook-endpoints', id }).catch(() => undefined)
    }
    for (const sink of context.sinks.splice(0)) await sink.close()
  })
  afterAll(async () => {
    await deleteRoleUsers(context.payload, context.users)
    if (allowedBefore === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE
    else process.env.WEBHOOKS_ALLOW_PRIVATE = allowedBefore
  })
  return context
}

/** An active endpoint for the sink's address taking these events; its id and secret. */
export async function endpointFor(
  context: ReturnType<typeof webhookTestContext>,
  sink: Sink,
  events: WebhookEvent[] = ['lead.created', 'lead.assigned', 'lead.status_changed'],
) {
  const endpoint = await context.payload.create({
    collection: 'webhook-endpoints',
    data: { url: sink.url, events },
  })
  context.endpoints.push(endpoint.id)
  return { id: endpoint.id, secret: endpoint.secret! }
}

/** The deliveries of one endpoint, oldest first. */
export async function deliveriesOf(payload: Payload, endpoint: number) {
  const { docs } = await payload.find({
    collection: 'webhook-deliveries',
    where: { endpoint: { equals: endpoint } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs
}
