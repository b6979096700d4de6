import type { Payload } from 'payload'

import { recordDelivered, recordFailure } from './attempt-record'
import type { DueDelivery } from './claim'
import { retryDelayMs } from './retry'
import { sendDelivery, type AttemptOutcome, type SendOptions } from './send'

/**
 * What this process is sending to, and the endpoints it leaves alone after a failure until the
 * failed delivery's next attempt: a dead endpoint is tried once per backoff, not once per sweep.
 */
type Lanes = { busy: Set<number>; pausedUntil: Map<number, number> }
const lanesOf = new WeakMap<Payload, Lanes>()

export function lanes(payload: Payload): Lanes {
  let state = lanesOf.get(payload)
  if (!state) {
    state = { busy: new Set(), pausedUntil: new Map() }
    lanesOf.set(payload, state)
  }
  return state
}

export function excludedEndpoints({ busy, pausedUntil }: Lanes, now: Date): number[] {
  for (const [endpoint, until] of pausedUntil) {
    if (until <= now.getTime()) pausedUntil.delete(endpoint)
  }
  return [...new Set([...busy, ...pausedUntil.keys()])]
}

/**
 * Sends one endpoint's deliveries in order, up to the first that fails, then records them: those
 * that went in one statement (a live CRM costs the database one write per sweep, not two per
 * lead), and the failure. How many it delivered.
 */
export async function deliverToEndpoint(
  payload: Payload,
  deliveries: DueDelivery[],
  now: Date,
  options: SendOptions,
) {
  const state = lanes(payload)
  const endpoint = deliveries[0]!.endpoint
  state.busy.add(endpoint)
  const delivered: { id: number; statusCode: number | null }[] = []
  try {
    let failure: { delivery: DueDelivery; outcome: AttemptOutcome } | undefined
    for (const delivery of deliveries) {
      const outcome = await sendDelivery(
        {
          url: delivery.url,
          secret: delivery.secret,
          deliveryId: delivery.deliveryId,
          body: delivery.body,
        },
        options,
      )
      if (!outcome.ok) {
        failure = { delivery, outcome }
        // The rest keep their claim and come back in a later sweep.
        state.pausedUntil.set(endpoint, now.getTime() + retryDelayMs(delivery.attempts + 1))
        break
      }
      delivered.push({ id: delivery.id, statusCode: outcome.statusCode })
    }
    await recordDelivered(payload, endpoint, delivered, now)
    if (failure) await recordFailure(payload, failure.delivery, failure.outcome, now)
  } finally {
    state.busy.delete(endpoint)
  }
  return { delivered: delivered.length, all: delivered.length === deliveries.length }
}
