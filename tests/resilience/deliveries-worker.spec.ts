import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { validQuote } from '../helpers/form-values'
import { startAppServer, startDeliveriesWorker, type AppServer } from './app-server'
import { startRestartableDatabase } from './database'
import { createMailServer } from './mail-server'
import { distDir } from './settings'

const admin = { email: 'worker-admin@example.com', password: 'Worker-admin-password-1' }
const messageIdOf = (raw: string) => /^message-id:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? ''

/** A CRM that takes a while over each delivery, so that a lane is always in mid-send. */
async function slowReceiver() {
  const received: { id: string; body: string }[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        id: String(request.headers['webhook-id']),
        body: Buffer.concat(chunks).toString('utf8'),
      })
      setTimeout(() => response.writeHead(200).end('ok'), 150)
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/crm`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

async function submitQuotes(url: string, count: number, marker: string) {
  let next = 0
  const sender = async () => {
    while (next < count) {
      const index = next++
      const response = await fetch(`${url}/api/forms/quote`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.7.${index >> 8}.${index & 255}`,
        },
        body: JSON.stringify(validQuote(`${marker} ${index}`)),
      })
      expect(response.status, await response.clone().text()).toBe(201)
    }
  }
  await Promise.all(Array.from({ length: 4 }, sender))
}

test('the deliveries worker, killed in mid-lane, loses nothing and repeats only what was in flight, with the same ids; with the web process killed it goes on delivering', async ({}, testInfo) => {
  test.setTimeout(600_000)
  const database = await startRestartableDatabase()
  const mail = await createMailServer()
  await mail.listen()
  const crm = await slowReceiver()
  const processes: AppServer[] = []
  const env = {
    DELIVERIES_WORKER: 'true',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.port),
    EMAIL_FROM: 'website@example.com',
    RATE_LIMIT_FORMS_POINTS: '1000000',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    JOBS_TICK_SECONDS: '1',
    TEST_CLOCK: 'true',
    SEED_ADMIN_EMAIL: admin.email,
    SEED_ADMIN_PASSWORD: admin.password,
  }
  const startWeb = async (name: string) => {
    const web = await startAppServer({
      distDir,
      databaseUrl: database.url,
      logFile: path.join(testInfo.outputDir, `${name}.log`),
      env,
    })
    processes.push(web)
    return web
  }
  const startWorker = async (name: string, url: string, clockAheadSeconds = 0) => {
    const worker = await startDeliveriesWorker({
      distDir,
      databaseUrl: database.url,
      logFile: path.join(testInfo.outputDir, `${name}.log`),
      url,
      env: { ...env, TEST_CLOCK_OFFSET_SECONDS: String(clockAheadSeconds) },
    })
    processes.push(worker)
    return worker
  }
  const deliveryRows = () =>
    database.query<{ delivery_id: string; status: string; body: unknown }>(
      'SELECT delivery_id, status, body FROM webhook_deliveries',
    )
  const emailJobs = () =>
    database.query<{ message_id: string }>(
      `SELECT input->>'messageId' AS message_id FROM payload_jobs WHERE task_slug = 'sendEmail'`,
    )
  // Each quote's e-mails name the visitor's own address (validQuote): its confirmation, the team's.
  const quoteEmails = () => mail.received.filter((message) => message.data.includes('ada.okafor.'))
  const parsed = (body: unknown) => (typeof body === 'string' ? JSON.parse(body) : body)

  try {
    const web = await startWeb('web')
    const login = await fetch(`${web.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const { token } = (await login.json()) as { token: string }
    const endpoint = await fetch(`${web.url}/api/webhook-endpoints`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: crm.url, events: ['lead.created'], active: true }),
    })
    expect(endpoint.status).toBe(201)

    // Without a worker the web process only writes the rows: nothing is sent.
    await submitQuotes(web.url, 10, 'Worker Test early')
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(crm.received, 'no delivery sent by the web process').toHaveLength(0)
    expect(quoteEmails(), 'no e-mail sent by the web process').toHaveLength(0)
    expect(await deliveryRows()).toHaveLength(10)
    const emailsPerQuote = (await emailJobs()).length / 10
    expect(emailsPerQuote).toBeGreaterThanOrEqual(1)

    // The worker sends what waited, and what comes while it runs; it is killed in mid-lane.
    let worker = await startWorker('worker', web.url)
    await submitQuotes(web.url, 50, 'Worker Test')
    await expect.poll(() => crm.received.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(15)
    await worker.kill()
    // In flight: received but not recorded as delivered, or sent but not yet off the queue.
    const recordedDelivered = new Set(
      (await deliveryRows())
        .filter((row) => row.status === 'delivered')
        .map((row) => row.delivery_id),
    )
    const deliveriesInFlight = new Set(
      crm.received.map(({ id }) => id).filter((id) => !recordedDelivered.has(id)),
    )
    const emailsStillQueued = new Set((await emailJobs()).map((job) => job.message_id))
    const emailsInFlight = new Set(
      quoteEmails()
        .map((message) => messageIdOf(message.data))
        .filter((id) => emailsStillQueued.has(id)),
    )
    const receivedBeforeKill = crm.received.length

    // Started again with its clock past the dead worker's claims (5 min) and the direct-send
    // window (1 min): what the dead one held goes again, once.
    worker = await startWorker('worker-again', web.url, 400)
    const rows = await deliveryRows()
    expect(rows).toHaveLength(60)
    await expect
      .poll(() => new Set(crm.received.map(({ id }) => id)).size, { timeout: 120_000 })
      .toBe(60)
    await expect
      .poll(async () => (await deliveryRows()).every((row) => row.status === 'delivered'), {
        timeout: 30_000,
      })
      .toBe(true)
    const bodyOf = new Map(rows.map((row) => [row.delivery_id, row.body]))
    const seen = new Set<string>()
    for (const { id, body } of crm.received) {
      expect(JSON.parse(body), `delivery ${id} sent as stored`).toEqual(parsed(bodyOf.get(id)))
      if (seen.has(id)) expect(deliveriesInFlight, `delivery ${id} repeated`).toContain(id)
      seen.add(id)
    }
    // Each quote's e-mails, each Message-ID once but those in flight.
    await expect
      .poll(() => new Set(quoteEmails().map((message) => messageIdOf(message.data))).size, {
        timeout: 120_000,
      })
      .toBe(60 * emailsPerQuote)
    const messageIds = quoteEmails().map((message) => messageIdOf(message.data))
    const repeatedEmails = messageIds.filter((id, index) => messageIds.indexOf(id) !== index)
    for (const id of repeatedEmails) expect(emailsInFlight).toContain(id)
    const repeatedDeliveries = crm.received.length - 60

    // The web process killed: the worker goes on with what it had stored.
    await worker.stop()
    await submitQuotes(web.url, 20, 'Worker Test late')
    await web.kill()
    await startWorker('worker-alone', web.url, 400)
    await expect
      .poll(() => new Set(crm.received.map(({ id }) => id)).size, { timeout: 120_000 })
      .toBe(80)
    await expect
      .poll(() => new Set(quoteEmails().map((message) => messageIdOf(message.data))).size, {
        timeout: 120_000,
      })
      .toBe(80 * emailsPerQuote)
    console.log(
      `\nDeliveries worker killed after ${receivedBeforeKill} of 60 deliveries: ${deliveriesInFlight.size} delivery and ` +
        `${emailsInFlight.size} e-mail(s) in flight; after the restart all 60 delivered (${repeatedDeliveries} twice) and ` +
        `all ${60 * emailsPerQuote} e-mails sent (${repeatedEmails.length} twice, same Message-ID); 20 more delivered with the web process dead`,
    )
  } finally {
    for (const each of processes.reverse()) await each.stop()
    await crm.close()
    await mail.close()
    await database.destroy()
  }
})
