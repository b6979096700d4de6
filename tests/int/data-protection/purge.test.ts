import { describe, expect, it } from 'vitest'

import { purgeExpiredSubmissions } from '@/data-protection/purge'
import { monthsBefore } from '@/data-protection/retention'
import {
  allOfIt,
  jobExists,
  newEmail,
  noneOfIt,
  prepareRetentionContext,
  queueEmailTo,
  removePerson,
  setCreatedAt,
  setRetention,
  storePerson,
  whatRemains,
} from './fixtures'

const context = prepareRetentionContext()

describe('monthsBefore', () => {
  it('goes back whole calendar months, keeping the time of day', () => {
    expect(monthsBefore(new Date('2026-11-22T03:00:00Z'), 24).toISOString()).toBe(
      '2024-11-22T03:00:00.000Z',
    )
    expect(monthsBefore(new Date('2026-01-15T10:30:00Z'), 3).toISOString()).toBe(
      '2025-10-15T10:30:00.000Z',
    )
  })

  it('lands on the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(monthsBefore(new Date('2024-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T12:00:00.000Z',
    )
  })
})

describe('purging expired submissions', () => {
  it('deletes exactly what is older than the retention period, in every submission collection, with files and history', async () => {
    const { payload } = context
    await setRetention(payload, 6)
    const now = new Date()
    const cutoff = monthsBefore(now, 6)
    const minute = 60_000
    const expired = [
      await storePerson(payload, newEmail('expired'), new Date(cutoff.getTime() - minute)),
      await storePerson(
        payload,
        newEmail('expired'),
        new Date(cutoff.getTime() - 400 * 86_400_000),
      ),
      await storePerson(payload, newEmail('expired'), new Date(cutoff.getTime() - 2 * minute)),
    ]
    const kept = [
      await storePerson(payload, newEmail('kept'), new Date(cutoff.getTime() + minute)),
      await storePerson(payload, newEmail('kept')),
    ]
    const oldEmail = await queueEmailTo(payload, expired[0].email)
    await setCreatedAt(payload, 'payload_jobs', oldEmail, new Date(cutoff.getTime() - minute))
    const recentEmail = await queueEmailTo(payload, kept[1].email)

    // Batches of 2 make the three expired submissions of each collection take two transactions.
    const result = await purgeExpiredSubmissions(payload, { now, batchSize: 2 })

    expect(result.months).toBe(6)
    expect(result.cutoff).toBe(cutoff.toISOString())
    expect(result.deleted).toEqual({
      submissions: 3 * 5,
      statusChanges: 3 * 5,
      timelineEntries: 3 * 6,
      files: 3 * 3,
      queuedEmails: 1,
    })
    for (const person of expired) expect(await whatRemains(payload, person)).toEqual(noneOfIt)
    for (const person of kept) expect(await whatRemains(payload, person)).toEqual(allOfIt(person))
    expect(await jobExists(payload, oldEmail)).toBe(false)
    expect(await jobExists(payload, recentEmail)).toBe(true)
  })

  it('keeps a file that a newer application still uses', async () => {
    const { payload } = context
    await setRetention(payload, 6)
    const now = new Date()
    const old = await storePerson(payload, newEmail('old'), monthsBefore(now, 7))
    const recent = await storePerson(payload, newEmail('recent'))
    await payload.update({
      collection: 'career-applications',
      id: recent.submissions['career-applications'],
      data: { coverLetter: old.files[0].id },
    })

    const result = await purgeExpiredSubmissions(payload, { now })

    // The résumé is deleted, the cover letter kept; the answer's attachment goes with its quote.
    expect(result.deleted.files).toBe(2)
    expect(await whatRemains(payload, old)).toMatchObject({
      fileRows: 1,
      filesOnDisk: 1,
      answerFileRows: 0,
      answerFilesOnDisk: 0,
    })
  })

  for (const retention of [null, 0]) {
    it(`deletes nothing when the retention period is ${retention === null ? 'empty' : '0'}`, async () => {
      const { payload } = context
      await setRetention(payload, retention)
      const ancient = await storePerson(payload, newEmail('ancient'), new Date('2001-01-01'))

      try {
        const result = await purgeExpiredSubmissions(payload)

        expect(result).toMatchObject({ months: null, cutoff: null })
        expect(await whatRemains(payload, ancient)).toEqual(allOfIt(ancient))
      } finally {
        await removePerson(payload, ancient)
      }
    })
  }
})
