import type { Payload } from 'payload'

import { postgres } from './database/adapter'

/**
 * Where e-mails and webhooks are sent from. `npm start` and `npm run dev` start the deliveries
 * worker (src/jobs/deliveries-worker.ts) beside the web process and set DELIVERIES_WORKER=true for
 * both: the web process then only writes the rows (queued e-mails, webhook deliveries) and wakes
 * the worker, which sends them, so that a slow mail server or a dead endpoint costs the web
 * process nothing. Without the worker (a lone server, the tests) the web process sends them itself.
 */
export function deliveriesInWorker(): boolean {
  return process.env.DELIVERIES_WORKER === 'true'
}

/** The PostgreSQL channel on which the web process wakes the worker. */
export const deliveriesChannel = 'deliveries'

/**
 * How long wake-ups wait to go as one: under a flood of forms one NOTIFY per batch, not one per
 * form. A wake-up that is lost (the worker restarting) only delays the sends until the worker's
 * next sweep.
 */
const wakeBatchMs = 50
const waking = new WeakSet<Payload>()

/** Tells the worker that rows are waiting to be sent; called once they are committed. */
export function wakeDeliveriesWorker(payload: Payload): void {
  if (waking.has(payload)) return
  waking.add(payload)
  setTimeout(() => {
    waking.delete(payload)
    postgres(payload)
      .pool.query('SELECT pg_notify($1, $2)', [deliveriesChannel, ''])
      .catch((error: unknown) =>
        payload.logger.warn(`Could not wake the deliveries worker (it sweeps anyway): ${error}`),
      )
  }, wakeBatchMs).unref()
}
