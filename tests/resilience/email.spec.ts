import { randomUUID } from 'node:crypto'

import { directSendWindowMs } from '../../src/server/email'
import { validContact } from '../helpers/form-values'
import { seconds } from './figures'
import { expect, test } from './stack'

type JobRow = {
  id: number
  has_error: boolean
  processing: boolean
  completed_at: Date | null
  wait_until: Date | null
}

test('while the mail server is down submissions are still stored, and their e-mails go out after a retry once it is back', async ({
  stack,
}) => {
  const { app, database, mail } = stack
  const marker = `Mailcheck ${Date.now()}`
  const visitor = `visitor-${randomUUID()}@example.com`
  const values = { ...validContact(marker), email: visitor }
  // The staff notification replies to the visitor; the confirmation is sent to them.
  const jobsOfSubmission = () =>
    database.query<JobRow>(
      `SELECT id, has_error, processing, completed_at, wait_until FROM payload_jobs
       WHERE input->>'to' = $1 OR input->>'replyTo' = $1`,
      [visitor],
    )
  // The confirmation quotes nothing the visitor typed: both e-mails name the visitor's address
  // (the staff notification as its Reply-To).
  const mailsOfSubmission = () => mail.received.filter((message) => message.data.includes(visitor))

  await mail.close()
  try {
    const response = await fetch(`${app.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    })
    expect(response.status, 'the submission is acknowledged').toBe(201)
    const stored = await database.query(
      'SELECT id FROM contact_submissions WHERE submission_key = $1',
      [values.submissionKey],
    )
    expect(stored, 'the submission is stored').toHaveLength(1)

    // Sending right after the response failed: both e-mails stay queued for a later attempt.
    const queued = await jobsOfSubmission()
    expect(queued, 'both e-mails are queued with the submission').toHaveLength(2)
    const failedAttempts = () =>
      queued.filter(({ id }) => app.logTail(400).includes(`Sending e-mail job ${id} failed`))
    await expect
      .poll(() => failedAttempts().length, {
        message: 'failed attempts to send the e-mails right after the response',
      })
      .toBe(2)
    for (const job of await jobsOfSubmission()) {
      expect(job).toMatchObject({ has_error: false, processing: false, completed_at: null })
      expect(job.wait_until, 'the next attempt is scheduled').not.toBeNull()
    }
    expect(mailsOfSubmission()).toHaveLength(0)
  } finally {
    await mail.listen()
  }

  // The queued e-mails are left to the direct send for a minute (directSendWindowMs): the server's
  // clock is moved past that window, and the job runner's next tick (every 15 s) sends them.
  const upAt = Date.now()
  const moved = await fetch(
    `${app.url}/__test-clock?advanceSeconds=${directSendWindowMs / 1000 + 1}`,
    {
      method: 'POST',
    },
  )
  expect(moved.status, 'the server clock moved').toBe(200)
  await expect
    .poll(() => mailsOfSubmission().length, {
      message: 'e-mails of the submission received after the mail server came back',
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(2)
  const deliveredAt = Math.max(...mailsOfSubmission().map((message) => message.receivedAt))
  expect(
    mailsOfSubmission()
      .flatMap((message) => message.to)
      .includes(visitor),
    'the confirmation went to the visitor',
  ).toBe(true)
  // Sent jobs are deleted (deleteJobOnComplete): none is left to send again.
  await expect.poll(async () => (await jobsOfSubmission()).length).toBe(0)

  console.log(
    `\nMail server down: the submission was acknowledged (201) and stored; its 2 e-mails could not be sent at once ` +
      `and went out ${seconds(deliveredAt - upAt)} after the mail server came back and the server's clock passed the direct-send window`,
  )
})
