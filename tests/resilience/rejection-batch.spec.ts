import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { pdf } from '../helpers/documents'
import { openJobPosting } from '../helpers/form-values'
import { startAppServer, type AppServer } from './app-server'
import { startRestartableDatabase } from './database'
import { seconds } from './figures'
import { createMailServer } from './mail-server'
import { distDir } from './settings'

const batch = 500
const admin = { email: 'rejections-admin@example.com', password: 'Rejections-admin-password-1' }

const messageIdOf = (raw: string) => /^message-id:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? ''

/** Sends `count` applications to the posting titled `position`, a few at a time. */
async function applyMany(url: string, position: string, count: number) {
  const addresses: string[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      const email = `candidate-${index}-${randomUUID().slice(0, 6)}@example.com`
      const form = new FormData()
      form.set(
        'values',
        JSON.stringify({
          firstName: `Candidate${index}`,
          lastName: 'Batch',
          email,
          phone: '+234 801 234 5678',
          location: 'Lagos, Nigeria',
          position,
          experience: '3-5',
          availability: '1-month',
          summary: 'Backend engineer building USSD services.',
          skills: 'Node.js, PostgreSQL',
          motivation: 'I want to build services that millions use.',
          terms: true,
          updates: false,
          submissionKey: randomUUID(),
        }),
      )
      form.set('resume', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'cv.pdf')
      const response = await fetch(`${url}/api/forms/job-application`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` },
      })
      expect(response.status, await response.clone().text()).toBe(201)
      addresses.push(email)
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return addresses
}

test(`a rejection batch of ${batch} survives a restart in the middle: none lost, only those in flight sent again, with the same Message-ID`, async ({}, testInfo) => {
  test.setTimeout(900_000)
  const database = await startRestartableDatabase()
  const mail = await createMailServer()
  await mail.listen()
  const servers: AppServer[] = []
  const start = async (name: string) => {
    const app = await startAppServer({
      distDir,
      databaseUrl: database.url,
      logFile: path.join(testInfo.outputDir, `${name}.log`),
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.port),
        EMAIL_FROM: 'website@example.com',
        RATE_LIMIT_FORMS_POINTS: '1000000',
        EMAIL_RETRY_DELAY_SECONDS: '2',
        JOBS_TICK_SECONDS: '1',
        TEST_CLOCK: 'true',
        SEED_ADMIN_EMAIL: admin.email,
        SEED_ADMIN_PASSWORD: admin.password,
      },
    })
    servers.push(app)
    return app
  }
  try {
    let app = await start('before-restart')
    const login = await fetch(`${app.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const { token } = (await login.json()) as { token: string }
    const asAdmin = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    // Sent as soon as the sweep runs: the delay is what the integration tests cover.
    const settings = await fetch(`${app.url}/api/globals/site-settings`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ recruiting: { rejectionDelayDays: 0 } }),
    })
    expect(settings.status).toBe(200)
    const title = `Batch Engineer ${randomUUID().slice(0, 6)}`
    const posting = await fetch(`${app.url}/api/job-postings`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify(openJobPosting(title)),
    })
    expect(posting.status).toBe(201)
    const postingId = ((await posting.json()) as { doc: { id: number } }).doc.id
    const candidates = new Set(await applyMany(app.url, title, batch))

    const bulk = await fetch(`${app.url}/api/job-postings/${postingId}/reject-remaining`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ reason: 'Position filled' }),
    })
    expect(bulk.status).toBe(200)
    expect(((await bulk.json()) as { result: number }).result).toBe(batch)
    const scheduled = await database.query<{ message_id: string; email: string }>(
      `SELECT r.message_id, a.email FROM rejection_emails r
       JOIN career_applications a ON a.id = r.application_id
       WHERE r.state = 'scheduled'`,
    )
    expect(scheduled).toHaveLength(batch)
    const messageIdOfCandidate = new Map(scheduled.map((row) => [row.email, row.message_id]))

    const rejections = () =>
      mail.received.filter((message) => /^subject: .*Your application for/im.test(message.data))
    // The sweep runs at the next minute: the server's clock is moved there.
    await fetch(`${app.url}/__test-clock?advanceSeconds=60`, { method: 'POST' })
    await expect
      .poll(() => rejections().length, { timeout: 240_000, intervals: [100] })
      .toBeGreaterThanOrEqual(batch / 5)
    await app.kill()
    const sentBeforeRestart = rejections().length
    // What the killed server had taken from the queue and not finished: those may go twice.
    const [{ inFlight }] = await database.query<{ inFlight: number }>(
      `SELECT count(*)::int AS "inFlight" FROM payload_jobs WHERE task_slug = 'sendEmail' AND processing`,
    )
    const restartedAt = Date.now()

    app = await start('after-restart')
    // The killed run's jobs are retried once their claim is stale; move past the direct-send window.
    await fetch(`${app.url}/__test-clock?advanceSeconds=120`, { method: 'POST' })
    await expect
      .poll(() => new Set(rejections().map((message) => messageIdOf(message.data))).size, {
        timeout: 400_000,
        intervals: [500],
      })
      .toBe(batch)

    const received = rejections()
    // Each went to its candidate with the Message-ID fixed when it was scheduled.
    for (const message of received) {
      const [to] = message.to
      expect(candidates.has(to)).toBe(true)
      expect(messageIdOf(message.data)).toBe(messageIdOfCandidate.get(to))
    }
    const twice = received.length - batch
    expect(twice).toBeLessThanOrEqual(inFlight)
    const [{ left }] = await database.query<{ left: number }>(
      `SELECT count(*)::int AS "left" FROM rejection_emails WHERE state <> 'sent'`,
    )
    expect(left).toBe(0)
    console.log(
      `\nRejection batch of ${batch}: ${sentBeforeRestart} sent before the server was killed, ${inFlight} in flight then; ` +
        `all ${batch} received ${seconds(Date.now() - restartedAt)} after the restart, ${twice} of them twice (same Message-ID)`,
    )
  } finally {
    for (const server of servers) await server.stop()
    await mail.close()
    await database.destroy()
  }
})
