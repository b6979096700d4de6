import type { Payload } from 'payload'

import { deliveriesInWorker, wakeDeliveriesWorker } from '@/server/deliveries'

import { claimDueDeliveries, type DueDelivery } from './claim'
import { deliverToEndpoint, excludedEndpoints, lanes } from './lanes'
import type { SendOptions } from './send'

/** The guard's options, and the sweep's time (the deliveries due by then, signed at it). */
export type SweepOptions = Omit<SendOptions, 'now'> & { now?: Date }

/** Claims what is due and starts each endpoint's deliveries, side by side, without waiting. */
async function startDueDeliveries(payload: Payload, now: Date, options: SendOptions) {
  const due = await claimDueDeliveries(payload, now, excludedEndpoints(lanes(payload), now))
  const byEndpoint = new Map<number, DueDelivery[]>()
  for (const delivery of due) {
    byEndpoint.set(delivery.endpoint, [...(byEndpoint.get(delivery.endpoint) ?? []), delivery])
  }
  const started = [...byEndpoint.values()].map((deliveries) =>
    deliverToEndpoint(payload, deliveries, now, options),
  )
  return { taken: due.length, started }
}

/**
 * One sweep of the outbox: the deliveries that are due, each endpoint's in order and the
 * endpoints side by side, so that a slow or dead one holds up only its own. Run by the job runner
 * (retries, deliveries queued by staff changes or by other instances) and by tests, which give
 * its time. Returns how many it took and delivered.
 */
export async function deliverDueWebhooks(
  payload: Payload,
  { now = new Date(), ...options }: SweepOptions = {},
): Promise<{ taken: number; delivered: number }> {
  const { taken, started } = await startDueDeliveries(payload, now, { now: () => now, ...options })
  const outcomes = await Promise.all(started)
  return { taken, delivered: outcomes.reduce((sum, { delivered }) => sum + delivered, 0) }
}

const sweeping = new WeakMap<Payload, { again: boolean }>()
/** The background sweeps and lanes this process has under way. */
const underWay = new WeakMap<Payload, Set<Promise<unknown>>>()

function keepTrackOf(payload: Payload, work: Promise<unknown>) {
  let running = underWay.get(payload)
  if (!running) underWay.set(payload, (running = new Set()))
  running.add(work)
  void work.finally(() => running.delete(work))
}

/**
 * Resolves once this process's background sweeps, and the sweeps they led to, are over: for a
 * caller that must not share the outbox with them (a test that sweeps with a clock of its own).
 */
export async function webhookSweepsSettled(payload: Payload): Promise<void> {
  for (let running = underWay.get(payload); running && running.size > 0;) {
    await Promise.allSettled([...running])
  }
}

/**
 * The least time between two sweeps of one process: under a flood of leads every response asks
 * for one, and back-to-back claims (each reading past a dead endpoint's waiting deliveries) took
 * a fifth of the form's throughput; a quarter second between them keeps a live CRM a moment away.
 */
const sweepGapMs = 250

/**
 * Sends what is due now in this process, without waiting for it: called after a response that
 * queued deliveries. Calls meanwhile make one more sweep, `sweepGapMs` after this one started its
 * sends, never two at once; an endpoint whose deliveries all went sweeps again for its next ones.
 */
export function deliverWebhooksSoon(payload: Payload): void {
  const running = sweeping.get(payload)
  if (running) {
    running.again = true
    return
  }
  const state = { again: true }
  sweeping.set(payload, state)
  const failed = (error: unknown) =>
    payload.logger.error({ err: error, msg: 'Delivering webhooks failed; retried later' })
  const sweeps = (async () => {
    try {
      while (state.again) {
        state.again = false
        const { started } = await startDueDeliveries(payload, new Date(), {})
        for (const lane of started) {
          keepTrackOf(
            payload,
            lane.then(({ all }) => all && deliverWebhooksSoon(payload), failed),
          )
        }
        await new Promise((resolve) => setTimeout(resolve, sweepGapMs))
      }
    } catch (error) {
      failed(error)
    } finally {
      sweeping.delete(payload)
    }
  })()
  keepTrackOf(payload, sweeps)
}

/**
 * Sends deliveries a committed change queued: here (deliverWebhooksSoon), or by waking the
 * deliveries worker when there is one (src/server/deliveries.ts).
 */
export function deliverWebhooksAfterCommit(payload: Payload): void {
  if (deliveriesInWorker()) wakeDeliveriesWorker(payload)
  else deliverWebhooksSoon(payload)
}
