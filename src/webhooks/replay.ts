import { eq } from '@payloadcms/db-postgres/drizzle'
import { Forbidden, NotFound, type Endpoint, type Payload } from 'payload'

import { userHasRole } from '@/access/roles'
import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'

import { recordDelivered, recordFailure } from './attempt-record'
import { dueDeliveryOf } from './claim'
import type { SweepOptions } from './deliver'
import { sendDelivery, type AttemptOutcome } from './send'

/**
 * Sends one delivery again now, whatever its state (an admin's Replay), and records the attempt
 * as any other. Undefined when there is no such delivery.
 */
export async function replayDelivery(
  payload: Payload,
  id: number,
  { now = new Date(), ...options }: SweepOptions = {},
): Promise<AttemptOutcome | undefined> {
  const tables = tablesOf(payload)
  const { webhook_deliveries, webhook_endpoints } = tables
  const [delivery] = await postgres(payload)
    .drizzle.select(dueDeliveryOf(tables))
    .from(webhook_deliveries)
    .innerJoin(webhook_endpoints, eq(webhook_endpoints.id, webhook_deliveries.endpoint))
    .where(eq(webhook_deliveries.id, id))
  if (!delivery) return undefined
  const outcome = await sendDelivery(
    {
      url: delivery.url,
      secret: delivery.secret,
      deliveryId: delivery.deliveryId,
      body: delivery.body,
    },
    { now: () => now, ...options },
  )
  // A replay of a delivery that had given up tries once: it is not retried again.
  if (outcome.ok) {
    await recordDelivered(payload, delivery.endpoint, [{ id, statusCode: outcome.statusCode }], now)
  } else {
    await recordFailure(payload, delivery, outcome, now)
  }
  return outcome
}

/**
 * POST /api/webhook-deliveries/:id/replay: sends the delivery again now, for admins; answers with
 * the attempt's outcome (`ok`, `statusCode`, `error`), which the delivery log then shows; a plain
 * form post (the button before the admin's scripts run) is sent back to its page.
 */
export const replayEndpoint: Endpoint = {
  path: '/:id/replay',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin')) throw new Forbidden(req.t)
    const id = Number(req.routeParams?.id)
    const outcome = Number.isInteger(id) ? await replayDelivery(req.payload, id) : undefined
    if (!outcome) throw new NotFound(req.t)
    const isJSON = !req.headers.get('content-type')?.includes('form')
    if (isJSON) return Response.json(outcome)
    // A plain form post, from a page whose scripts have not run: back to that page of the admin.
    const admin = req.payload.config.routes.admin
    const from = new URL(req.headers.get('referer') ?? admin, 'http://admin.invalid')
    const back = from.pathname.startsWith(`${admin}/`) ? from.pathname : admin
    const outcomeParam = outcome.ok ? 'replayed' : 'replay-failed'
    return new Response(null, {
      status: 303,
      headers: { Location: `${back}?${outcomeParam}=${id}` },
    })
  },
}
