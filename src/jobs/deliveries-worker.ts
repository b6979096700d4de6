/**
 * The deliveries worker: sends the e-mails and webhook deliveries the web process queued, so that
 * a slow mail server or a dead endpoint costs the web process, and its visitors, nothing.
 * `npm start` and `npm run dev` start it beside the web process (scripts/with-database.ts); it
 * needs the same environment (DATABASE_URL, PAYLOAD_SECRET, SMTP_*) and DELIVERIES_WORKER=true.
 *
 *   tsx src/jobs/deliveries-worker.ts
 *
 * Woken by the web process (a NOTIFY once rows are committed, src/server/deliveries.ts), it also
 * sweeps on its own clock: nothing queued while it was down or not listening waits for long. Each
 * side survives the other's restart; a worker killed in mid-send loses nothing and sends again only
 * what was in flight, with the same delivery id or Message-ID (docs/architecture.md).
 */
import pg from 'pg'
import { getPayload, type Payload } from 'payload'

import { databasePoolOptions } from '@/server/database/pool'
import { deliveriesChannel, deliveriesInWorker } from '@/server/deliveries'
import { sendWaitingEmails } from '@/server/email'
import { siteUrl } from '@/server/env'
import { installTestClock } from '@/server/test-clock'
import { deliverWebhooksSoon, webhookSweepsSettled } from '@/webhooks/deliver'

import { startJobRunner } from './runner'

// A process of its own has no Next.js dev server whose hot reloads Payload should follow.
process.env.DISABLE_PAYLOAD_HMR = 'true'
if (!deliveriesInWorker()) {
  console.error(
    '✖ The deliveries worker runs beside a web process started with DELIVERIES_WORKER=true.',
  )
  process.exit(1)
}
installTestClock(siteUrl())

/** How often the worker looks for waiting e-mails without being woken. */
const emailSweepMs = 5_000
/** How long it waits before listening again after its connection was lost. */
const reconnectMs = 1_000

/** Sends waiting e-mails until none is left; calls meanwhile make one more round, never two at once. */
function emailSender(payload: Payload) {
  let running: Promise<void> | undefined
  let again = false
  const round = async () => {
    do {
      again = false
      while ((await sendWaitingEmails(payload)) > 0);
    } while (again)
  }
  return {
    soon() {
      if (running) {
        again = true
        return
      }
      running = round()
        .catch((error: unknown) =>
          payload.logger.error({
            err: error,
            msg: 'Sending waiting e-mails failed; retried later',
          }),
        )
        .finally(() => (running = undefined))
    },
    settled: () => running ?? Promise.resolve(),
  }
}

/** Listens for the web process's wake-ups, again after a lost connection, until stopped. */
function listenForWakeUps(payload: Payload, wake: () => void) {
  let stopped = false
  let client: pg.Client | undefined
  const listening = (async () => {
    while (!stopped) {
      client = new pg.Client(databasePoolOptions())
      try {
        await client.connect()
        await client.query(`LISTEN ${deliveriesChannel}`)
        // What was queued while it was not listening.
        wake()
        await new Promise<void>((resolve) => {
          client!.on('notification', wake)
          client!.once('error', () => resolve())
          client!.once('end', () => resolve())
        })
      } catch (error) {
        if (!stopped) payload.logger.warn(`Deliveries worker: not listening (${error}); again soon`)
      } finally {
        await client.end().catch(() => undefined)
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, reconnectMs))
    }
  })()
  return async () => {
    stopped = true
    await client?.end().catch(() => undefined)
    await listening
  }
}

const payload = await getPayload({ config: (await import('@payload-config')).default })
const emails = emailSender(payload)
const wake = () => {
  deliverWebhooksSoon(payload)
  emails.soon()
}
const stopRunner = startJobRunner(payload, 'deliveries')
const emailSweep = setInterval(() => emails.soon(), emailSweepMs)
const stopListening = listenForWakeUps(payload, wake)
console.log('▲ Deliveries worker ready')

/** Stops taking work, lets the sends under way finish (10 s at most), then exits. */
async function shutDown() {
  setTimeout(() => process.exit(0), 10_000).unref()
  clearInterval(emailSweep)
  stopRunner()
  await stopListening()
  await Promise.allSettled([emails.settled(), webhookSweepsSettled(payload)])
  process.exit(0)
}
process.once('SIGTERM', () => void shutDown())
process.once('SIGINT', () => void shutDown())
