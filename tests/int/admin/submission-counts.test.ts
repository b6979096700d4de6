import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getSubmissionCounters, overviewTypes } from '@/admin/dashboard/data'
import { postgres } from '@/lib/database/adapter'
import { submissionTable } from '@/lib/submission-options'

import { validQuote } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { viewerWith } from './viewer'

let payload: Payload

/** What COUNT(*) says, per submission table and status: the truth the counters must match. */
async function countedByScan(): Promise<Record<string, { total: number; new: number }>> {
  const pool = postgres(payload).pool
  const result: Record<string, { total: number; new: number }> = {}
  for (const { slug } of overviewTypes) {
    const { rows } = await pool.query<{ total: string; fresh: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE status = 'new') AS fresh
       FROM ${submissionTable(slug)}`,
    )
    result[slug] = { total: Number(rows[0].total), new: Number(rows[0].fresh) }
  }
  return result
}

async function countersShown() {
  const counters = await getSubmissionCounters(viewerWith(payload, ['admin']))
  return Object.fromEntries(
    counters.map(({ slug, total, new: fresh }) => [slug, { total, new: fresh }]),
  )
}

const createQuote = async (status: string) =>
  (
    await payload.create({
      collection: 'quote-requests',
      data: { ...validQuote('Counts'), status, consentGivenAt: new Date().toISOString() } as never,
      context: { validatedSubmission: true },
      depth: 0,
    })
  ).id

describe('Overview counters kept by triggers', () => {
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('follow every insert, status change and delete, equal to a full count', async () => {
    const first = await createQuote('new')
    const second = await createQuote('new')
    await createQuote('quoted')
    expect(await countersShown()).toEqual(await countedByScan())

    await payload.update({ collection: 'quote-requests', id: first, data: { status: 'closed' } })
    await payload.update({
      collection: 'quote-requests',
      id: second,
      data: { contactName: 'Renamed' } as never,
    })
    expect(await countersShown()).toEqual(await countedByScan())

    await payload.delete({ collection: 'quote-requests', id: second })
    expect(await countersShown()).toEqual(await countedByScan())
  })

  it('follow statements that touch many rows at once', async () => {
    const pool = postgres(payload).pool
    await pool.query(`
      INSERT INTO contact_submissions
        (first_name, last_name, email, project_details, status, created_at, updated_at)
      SELECT 'Bulk' || i, 'Load', 'bulk' || i || '@example.com', 'Bulk details',
        CASE WHEN i % 3 = 0 THEN 'new' ELSE 'contacted' END::enum_contact_submissions_status,
        now(), now()
      FROM generate_series(1, 300) AS i`)
    expect(await countersShown()).toEqual(await countedByScan())

    await pool.query(
      `UPDATE contact_submissions SET status = 'completed' WHERE first_name LIKE 'Bulk%' AND status = 'new'`,
    )
    expect(await countersShown()).toEqual(await countedByScan())

    await pool.query(`DELETE FROM contact_submissions WHERE first_name LIKE 'Bulk%'`)
    expect(await countersShown()).toEqual(await countedByScan())
  })

  it('show nothing to a viewer who may not read submissions', async () => {
    expect(await getSubmissionCounters(viewerWith(payload, ['editor']))).toEqual([])
  })
})
