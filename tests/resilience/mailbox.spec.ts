import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { validQuote } from '../helpers/form-values'
import { mailMessage } from '../helpers/mail-message'
import { expect, test } from './stack'

/** A message from `from`, with a PDF attached if asked. */
const message = (from: string, subject: string, text: string, attachment = false) =>
  mailMessage(
    { from, subject, text },
    attachment
      ? [{ name: 'offer.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }]
      : [],
  )

test('a message that cannot be filed is moved aside, and the real answer behind it is filed in the same poll', async ({
  stack,
}) => {
  const { app, database, imap, uploadsDir } = stack
  const values = validQuote(`Mailbox ${randomUUID().slice(0, 8)}`)
  const sent = await fetch(`${app.url}/api/forms/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  })
  expect(sent.status).toBe(201)
  const [lead] = await database.query<{ id: number }>(
    'SELECT id FROM quote_requests WHERE submission_key = $1',
    [values.submissionKey],
  )
  const reference = `QR-${String(lead.id).padStart(6, '0')}`
  const poisoned = `Re: ${reference} with the offer`
  const real = `Re: ${reference} yes please`

  // The file store fails for whatever the poisoned message attaches: its folder is a file.
  const folder = path.join(uploadsDir, 'answer-files')
  await rm(folder, { recursive: true, force: true })
  await writeFile(folder, 'not a folder')
  try {
    await imap.append(message(values.email, poisoned, 'Here is the signed offer.', true))
    await imap.append(message(values.email, real, 'Yes, Monday suits us.'))
    const filed = () =>
      database.query<{ subject: string }>(
        `SELECT subject FROM lead_activities WHERE kind = 'emailReceived' AND submission_id = $1`,
        [lead.id],
      )
    await expect
      .poll(async () => (await filed()).map((entry) => entry.subject), { timeout: 20_000 })
      .toEqual([real])
    // Moved aside, unread, in the poll that filed the answer behind it.
    expect(await imap.messages('Not filed')).toEqual([{ subject: poisoned, seen: false }])
    expect(await imap.messages('Filed')).toEqual([{ subject: real, seen: true }])
    expect(
      app.countLogLines(/Team mailbox: message .* could not be filed, moved to Not filed/),
    ).toBe(1)
    // And it is not looked at again: a later poll files the next answer, and logs no other failure.
    const later = `Re: ${reference} one more thing`
    await imap.append(message(values.email, later, 'Bring the brochure.'))
    await expect.poll(async () => (await filed()).length, { timeout: 20_000 }).toBe(2)
    expect(app.countLogLines(/could not be filed/)).toBe(1)
    expect(await imap.messages('Not filed')).toHaveLength(1)
  } finally {
    await rm(folder, { force: true })
    await mkdir(folder, { recursive: true })
  }
})
