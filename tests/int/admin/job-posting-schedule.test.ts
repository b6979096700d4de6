import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiredInProcess } from '@/server/shared-cache/shared-cache.mjs'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'

/** Recruiters set a time a posting opens and a time it closes; the job queue applies them. */

let payload: Payload
let users: RoleUsers
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'job-postings', where: { id: { in: made } } })
  await deleteRoleUsers(payload, users)
})

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
/** What the job runner does each tick, for these jobs alone (other tests queue e-mails). */
const runDueChanges = () =>
  payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'applyJobPostingSchedule' } } })

async function postAs(token: string, changes: Record<string, unknown>) {
  const response = await rest('POST', '/api/job-postings?depth=0', {
    token,
    body: {
      title: `Scheduled posting ${Date.now()}`,
      department: 'Operations',
      location: 'Lagos, Nigeria',
      employmentType: 'full-time',
      description: 'Runs the operator integrations.',
      requirements: 'Three years in telecoms.',
      ...changes,
    },
  })
  if (response.status === 201) made.push(response.body.doc.id)
  return response
}

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'job-postings', id, depth: 0 })).status

/** Runs the queue once the time set has passed. */
async function runAfter(seconds: number) {
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 300))
  await runDueChanges()
}

describe('a posting’s opening and closing times', () => {
  it('are refused with the reason when they cannot be applied', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'draft', opensAt: inSeconds(-60) }, 'Choose an opening time in the future.'],
      [{ status: 'active', closesAt: inSeconds(-60) }, 'Choose a closing time in the future.'],
      [
        { status: 'draft', opensAt: inSeconds(3600), closesAt: inSeconds(1800) },
        'The closing time must come after the opening time.',
      ],
      [
        { status: 'active', opensAt: inSeconds(3600) },
        'A posting that opens later cannot be active now: set its status to Draft or Inactive until it opens.',
      ],
    ]
    for (const [changes, message] of cases) {
      const { status, body } = await postAs(users.recruiter.token, changes)
      expect(status).toBe(400)
      expect(JSON.stringify(body)).toContain(message)
    }
  })

  it('close an active posting on time, once, and take it off the careers pages', async () => {
    const { status, body } = await postAs(users.recruiter.token, {
      status: 'active',
      closesAt: inSeconds(2),
    })
    expect(status).toBe(201)
    const before = Date.now()
    await runAfter(2)
    expect(await statusOf(body.doc.id)).toBe('inactive')
    expect(expiredInProcess(['job-postings'], before)).toBe(true)

    // Reopened by hand after its closing time: the closing already applied stays applied.
    await payload.update({
      collection: 'job-postings',
      id: body.doc.id,
      data: { status: 'active' },
    })
    await runDueChanges()
    expect(await statusOf(body.doc.id)).toBe('active')
  })

  it('open a draft on time; a time moved later is applied then, not at the first time', async () => {
    const { body } = await postAs(users.recruiter.token, { status: 'draft', opensAt: inSeconds(2) })
    const moved = await rest('PATCH', `/api/job-postings/${body.doc.id}`, {
      token: users.recruiter.token,
      body: { opensAt: inSeconds(4) },
    })
    expect(moved.status).toBe(200)
    await runAfter(2)
    expect(await statusOf(body.doc.id)).toBe('draft')
    await runAfter(2)
    expect(await statusOf(body.doc.id)).toBe('active')
  })

  it('keeps the zone a time was chosen in: the site’s unless the recruiter picks another; the slug is made for them, never asked', async () => {
    const { timeZone } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const inSiteZone = await postAs(users.recruiter.token, { closesAt: inSeconds(86_400) })
    expect(inSiteZone.status).toBe(201)
    expect(inSiteZone.body.doc).toMatchObject({ closesAt_tz: timeZone, slug: expect.any(String) })
    const inNairobi = await postAs(users.recruiter.token, {
      closesAt: inSeconds(86_400),
      closesAt_tz: 'Africa/Nairobi',
    })
    expect(inNairobi.body.doc.closesAt_tz).toBe('Africa/Nairobi')
    const slug = payload.collections['job-postings'].config.fields.find(
      (field) => 'name' in field && field.name === 'slug',
    )
    expect(slug && 'required' in slug ? slug.required : undefined).toBeFalsy()
  })

  it('takes no creation time from a recruiter: every collection stamps its own', async () => {
    const before = Date.now()
    const backdated = await postAs(users.recruiter.token, { createdAt: '2020-01-01T00:00:00.000Z' })
    expect(backdated.status).toBe(201)
    expect(Date.parse(backdated.body.doc.createdAt)).toBeGreaterThanOrEqual(before - 1000)
  })
})
