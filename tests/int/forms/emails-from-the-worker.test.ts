import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { postgres } from '@/server/database/adapter'
import { directSendWindowMs, sendWaitingEmails } from '@/server/email'

import { validQuote } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { hotUpdatesOf } from '../../helpers/hot-updates'
import { emailJobsTo as emailJobsOf, newMarker, submit } from './submit'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const emailJobsTo = (address: string) => emailJobsOf(payload, address)

/** Takes and sends what is waiting, 50 at a time, until none is left, as the worker does. */
async function sendAllWaiting(now?: Date) {
  let taken = 0
  for (let round; (round = await sendWaitingEmails(payload, now)) > 0;) taken += round
  return taken
}

/** A quote whose confirmation waits in its direct-send window, as the web process leaves it. */
async function quoteWaitingForTheWorker() {
  const values = validQuote(newMarker())
  const sent = await submit(payload, 'quote', values)
  expect(sent.status).toBe(201)
  const [job, ...others] = await emailJobsTo(values.email)
  expect(others).toEqual([])
  return { address: values.email, job: job! }
}

describe('e-mails sent by the deliveries worker', () => {
  it('carry the Message-ID fixed when they were queued, and leave the queue once sent', async () => {
    const sendEmail = vi.spyOn(payload, 'sendEmail')
    const { address, job } = await quoteWaitingForTheWorker()
    const messageId = (job.input as { messageId?: string }).messageId
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@[a-z0-9.-]+>$/)

    expect(await sendAllWaiting()).toBeGreaterThanOrEqual(1)
    const sentTo = sendEmail.mock.calls.filter(([message]) => message.to === address)
    expect(sentTo).toHaveLength(1)
    expect(sentTo[0]![0]).toMatchObject({ messageId })
    await expect.poll(() => emailJobsTo(address), { timeout: 5000 }).toEqual([])
    expect(await sendWaitingEmails(payload)).toBe(0)
  })

  it('leave an e-mail whose window has passed to the job schedule', async () => {
    const sendEmail = vi.spyOn(payload, 'sendEmail')
    const { address, job } = await quoteWaitingForTheWorker()
    const afterTheWindow = new Date(Date.now() + directSendWindowMs + 1000)
    await sendAllWaiting(afterTheWindow)
    expect(sendEmail.mock.calls.filter(([message]) => message.to === address)).toEqual([])
    expect(await emailJobsTo(address)).toMatchObject([{ id: job.id, claimedAt: null }])
  })

  it('are claimed by a HOT update: no index covers the claim’s column', async () => {
    const pool = postgres(payload).pool
    const { rows: indexes } = await pool.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'payload_jobs'",
    )
    expect(indexes.length).toBeGreaterThan(0)
    expect(indexes.filter(({ indexdef }) => indexdef.includes('claimed_at'))).toEqual([])

    const hotUpdates = () => hotUpdatesOf(payload, 'payload_jobs')
    // Claimed, not sent: the mail server refuses them, so the claim stays in the rows.
    vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('Connection refused'))
    for (const _ of [1, 2]) await quoteWaitingForTheWorker()
    const before = await hotUpdates()
    expect(await sendAllWaiting()).toBeGreaterThanOrEqual(2)
    await expect
      .poll(hotUpdates, { timeout: 15_000, interval: 250 })
      .toBeGreaterThanOrEqual(before + 2)
  })

  it('hand one the mail server refused to the job schedule at once, claim kept', async () => {
    vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('Connection refused'))
    const { address, job } = await quoteWaitingForTheWorker()
    const now = new Date()
    await sendAllWaiting(now)
    const [refused] = await emailJobsTo(address)
    expect(refused).toMatchObject({ id: job.id, waitUntil: now.toISOString(), totalTried: 0 })
    expect(refused!.claimedAt).toBe(now.toISOString())
    // Claimed: a second sweep of the worker leaves it to the schedule.
    vi.mocked(payload.sendEmail).mockClear()
    await sendWaitingEmails(payload, now)
    expect(payload.sendEmail).not.toHaveBeenCalled()
  })
})
