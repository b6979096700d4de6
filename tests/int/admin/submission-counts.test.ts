import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, initTransaction, killTransaction, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getSubmissionCounters, overviewTypes } from '@/admin/dashboard/data'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'
import { submissionTable } from '@/submissions'

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

    await payload.update({
      collection: 'quote-requests',
      id: first,
      data: { status: 'lost', outcomeReason: 'Price' },
    })
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
        (first_name, last_name, email, message, status, created_at, updated_at)
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

/** COUNT(*) of the quote requests a status selects (all of them without one). */
async function quotesCounted(status?: string): Promise<number> {
  const { rows } = await postgres(payload).pool.query<{ count: string }>(
    `SELECT count(*) FROM quote_requests ${status ? 'WHERE status = $1' : ''}`,
    status ? [status] : [],
  )
  return Number(rows[0].count)
}

const quotesPage = (where: Where, page: number, req?: Parameters<Payload['find']>[0]['req']) =>
  payload.find({ collection: 'quote-requests', where, sort: '-createdAt', limit: 2, page, req })

describe('Submission lists take their totals from the kept counts', () => {
  beforeAll(async () => {
    payload = await testPayload()
    for (const status of ['new', 'new', 'new', 'quoted', 'quoted']) await createQuote(status)
  })

  it('page like a full count, for every row and for one status as the admin filters it', async () => {
    const selections: { where: Where; status?: string }[] = [
      { where: {} },
      { where: { status: { equals: 'new' } }, status: 'new' },
      { where: { or: [{ and: [{ status: { equals: 'quoted' } }] }] }, status: 'quoted' },
    ]
    for (const { where, status } of selections) {
      const total = await quotesCounted(status)
      const lastPage = Math.ceil(total / 2)
      for (const page of [1, lastPage]) {
        const result = await quotesPage(where, page)
        expect(result).toMatchObject({
          totalDocs: total,
          totalPages: lastPage,
          page,
          pagingCounter: (page - 1) * 2 + 1,
          hasPrevPage: page > 1,
          hasNextPage: page < lastPage,
          prevPage: page > 1 ? page - 1 : null,
          nextPage: page < lastPage ? page + 1 : null,
        })
        expect(result.docs).toHaveLength(Math.min(2, total - (page - 1) * 2))
        if (status) expect(result.docs.every((doc) => doc.status === status)).toBe(true)
      }
    }
  })

  it("read the counts in the request's transaction, and count any other condition", async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const database = await transactionDatabase(postgres(payload), req)
      await database.execute(sql`
        INSERT INTO stats.submission_counts (submission_table, status, slot, count)
        VALUES ('quote_requests', 'new', 100, 1000)`)

      const kept = await quotesPage({ status: { equals: 'new' } }, 1, req)
      expect(kept.totalDocs).toBe((await quotesCounted('new')) + 1000)

      const counted = await quotesPage({ status: { in: ['new'] } }, 1, req)
      expect(counted.totalDocs).toBe(await quotesCounted('new'))
    } finally {
      await killTransaction(req)
    }
    expect((await quotesPage({ status: { equals: 'new' } }, 1)).totalDocs).toBe(
      await quotesCounted('new'),
    )
  })
})
