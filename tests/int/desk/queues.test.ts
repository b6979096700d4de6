import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  getMyLeads,
  getUnassigned,
  getWaitingPastTarget,
  typesOfDesk,
  unassignedCountLimit,
} from '@/desk/queues'
import {
  computeResponseFigures,
  getResponseFigures,
  refreshResponseFigures,
  type ResponseFigures,
} from '@/desk/clock/figures'
import { postgres } from '@/server/database/adapter'

import { testPayload } from '../../helpers/payload'
import { signedInAs } from '../admin/viewer'

let payload: Payload
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: made } } })
})

async function salesperson(roles: ('sales' | 'recruiter')[] = ['sales']) {
  const user = await payload.create({
    collection: 'users',
    data: {
      name: 'Kofi Mensah',
      email: `kofi.${Date.now().toString(36)}${made.length}@desk.test`,
      password: 'a-long-enough-password',
      roles,
      _verified: true,
    },
    // The first account of a database is only made so by a trusted caller (production mode).
    context: { trustedFirstAdmin: true },
    disableVerificationEmail: true,
  })
  made.push(user.id)
  return signedInAs(roles, user.id)
}

/** A stored quote request, as staff enter one, with the given owner and status. */
async function quote(owner: number | null, status = 'new', companyName = 'Example Telecom') {
  const doc = await payload.create({
    collection: 'quote-requests',
    data: {
      companyName,
      contactName: 'Ada Okafor',
      email: 'ada@example.com',
      country: 'GH',
      phone: '+233 20 123 4567',
      serviceType: 'vas',
      projectDescription: 'USSD menus for two markets.',
      timeline: 'short',
      budget: 'discuss',
      owner,
      status,
      // A lost deal says why.
      outcomeReason: status === 'lost' ? 'Price' : undefined,
    } as never,
    depth: 0,
  })
  return doc.id
}

describe('My leads', () => {
  it('lists the open leads a salesperson owns, newest first, with their reference, and counts them per type', async () => {
    const kofi = await salesperson()
    const colleague = await salesperson()
    const older = await quote(kofi.id, 'new', 'Older Telecom')
    const newer = await quote(kofi.id, 'contacted', 'Newer Telecom')
    await quote(kofi.id, 'lost')
    await quote(colleague.id)
    await quote(null)

    const { leads, counts } = await getMyLeads(payload, kofi)
    expect(leads.map((lead) => lead.id)).toEqual([newer, older])
    expect(leads[0]).toMatchObject({
      slug: 'quote-requests',
      reference: `QR-${String(newer).padStart(6, '0')}`,
      label: 'Newer Telecom',
      noun: 'quote request',
      status: 'contacted',
    })
    expect(counts).toEqual([{ slug: 'quote-requests', label: 'Quote requests', open: 2 }])
  })

  it('never shows a recruiter a lead of a type they do not work, even their own', async () => {
    const recruiter = await salesperson(['recruiter'])
    await payload.db.updateOne({
      collection: 'quote-requests',
      id: await quote(null),
      data: { owner: recruiter.id },
    })
    expect(await getMyLeads(payload, recruiter)).toEqual({ leads: [], counts: [] })
  })
})

describe('the unassigned queue', () => {
  it('counts the open leads without an owner, per type the account works', async () => {
    const kofi = await salesperson()
    const before = await getUnassigned(payload, kofi)
    const waitingQuotes = () => before.find((count) => count.slug === 'quote-requests')!.waiting
    await quote(null)
    await quote(null, 'lost')
    await quote(kofi.id)
    const after = await getUnassigned(payload, kofi)
    expect(after.map((count) => count.slug)).toEqual([
      'contact-submissions',
      'quote-requests',
      'partnership-applications',
      'market-report-requests',
    ])
    expect(after.find((count) => count.slug === 'quote-requests')!.waiting).toBe(
      waitingQuotes() + 1,
    )
    const recruiter = await salesperson(['recruiter'])
    expect((await getUnassigned(payload, recruiter)).map((count) => count.slug)).toEqual([
      'career-applications',
    ])
  })

  it(`stops counting at ${unassignedCountLimit}, so that a large queue costs no more`, async () => {
    const db = postgres(payload).drizzle
    const marker = `Queue${Date.now().toString(36)}`
    await db.execute(sql`
      INSERT INTO contact_submissions
        (first_name, last_name, email, company_operator, message, status)
      SELECT ${marker}, 'Okafor', 'ada@example.com', 'Example Telecom', 'A USSD service.', 'new'
      FROM generate_series(1, ${unassignedCountLimit + 5})`)
    try {
      const admin = signedInAs(['admin'])
      const counts = await getUnassigned(payload, admin)
      expect(counts.find((count) => count.slug === 'contact-submissions')!.waiting).toBe(
        unassignedCountLimit,
      )
    } finally {
      await db.execute(sql`DELETE FROM contact_submissions WHERE first_name = ${marker}`)
    }
  })
})

describe('leads waiting past their target', () => {
  it('counts the open leads with no first response whose due time has passed', async () => {
    const admin = signedInAs(['admin'])
    const now = new Date()
    const waiting = async () =>
      (await getWaitingPastTarget(payload, admin, now)).find(
        (count) => count.slug === 'quote-requests',
      )!.waiting
    const before = await waiting()
    const due = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()
    const late = await quote(null)
    const answered = await quote(null)
    const notYet = await quote(null)
    const closed = await quote(null, 'lost')
    const db = postgres(payload).drizzle
    await db.execute(sql`UPDATE quote_requests SET response_due_at = ${due(-5)}
      WHERE id IN (${late}, ${answered}, ${closed})`)
    await db.execute(
      sql`UPDATE quote_requests SET first_response_at = ${due(-1)} WHERE id = ${answered}`,
    )
    await db.execute(
      sql`UPDATE quote_requests SET response_due_at = ${due(5)} WHERE id = ${notYet}`,
    )
    expect(await waiting()).toBe(before + 1)
  })
})

describe('response figures', () => {
  it('give the median and 90th percentile of first responses per owner over 30 days, and the week’s share in time', async () => {
    const kofi = await salesperson()
    const name = `Kofi ${kofi.id}`
    await payload.update({ collection: 'users', id: kofi.id, data: { name } })
    const admin = signedInAs(['admin'])
    const now = new Date()
    const thisWeek = (figures: ResponseFigures) => figures.weekly.at(-1) ?? { due: 0, inTime: 0 }
    const compute = () => computeResponseFigures(payload, typesOfDesk(admin), now)
    const before = thisWeek(await compute())
    const db = postgres(payload).drizzle
    // Ten answered in 10, 20, … 100 business minutes against a 60-minute target; one older
    // than 30 days; one unanswered and past due.
    for (let minutes = 10; minutes <= 100; minutes += 10) {
      const id = await quote(kofi.id)
      await db.execute(sql`UPDATE quote_requests SET response_minutes = ${minutes},
        response_target_minutes = 60, first_response_at = ${now.toISOString()},
        response_due_at = ${now.toISOString()} WHERE id = ${id}`)
    }
    const old = await quote(kofi.id)
    await db.execute(sql`UPDATE quote_requests SET response_minutes = 999, response_target_minutes = 60,
      first_response_at = now(), created_at = now() - interval '40 days' WHERE id = ${old}`)
    const late = await quote(kofi.id)
    await db.execute(sql`UPDATE quote_requests SET response_target_minutes = 60,
      response_due_at = ${new Date(now.getTime() - 60_000).toISOString()} WHERE id = ${late}`)

    const figures = await compute()
    const mine = figures.perOwner.find((row) => row.owner === name)
    expect(mine).toEqual({ owner: name, answered: 10, median: 55, p90: 91 })
    expect(figures.perType.map((row) => row.slug)).toContain('quote-requests')
    const after = thisWeek(figures)
    // This week gains eleven due (ten answered, one late), six of them answered within 60 minutes.
    expect(after.due - before.due).toBe(11)
    expect(after.inTime - before.inTime).toBe(6)
  })

  it('are shown as last stored for two minutes (the job stores them every minute), then computed again', async () => {
    const kofi = await salesperson()
    const name = `Kofi stored ${kofi.id}`
    await payload.update({ collection: 'users', id: kofi.id, data: { name } })
    const sales = signedInAs(['sales'])
    // Later than any other test's figures, so that they are this test's own.
    const tomorrow = Date.now() + 24 * 60 * 60_000
    const at = (minutes: number) => new Date(tomorrow + minutes * 60_000)
    const answered = (figures: ResponseFigures) =>
      figures.perOwner.find((row) => row.owner === name)?.answered ?? 0
    expect(await refreshResponseFigures(payload, at(0))).toBe(3)
    const stored = await getResponseFigures(payload, sales, at(1))
    expect(stored.asOf).toBe(at(0).toISOString())
    expect(answered(stored)).toBe(0)

    const id = await quote(kofi.id)
    await postgres(payload).drizzle.execute(sql`UPDATE quote_requests SET response_minutes = 30,
      response_target_minutes = 60, first_response_at = now() WHERE id = ${id}`)
    expect(answered(await getResponseFigures(payload, sales, at(1)))).toBe(0)
    const recomputed = await getResponseFigures(payload, sales, at(2.5))
    expect(recomputed.asOf).toBe(at(2.5).toISOString())
    expect(answered(recomputed)).toBe(1)
    // What a recruiter's Overview shows is kept apart: quotes are not theirs.
    const recruiter = await getResponseFigures(payload, signedInAs(['recruiter']), at(2.5))
    expect(recruiter.perType.map((row) => row.slug)).toEqual(['career-applications'])
  })
})
