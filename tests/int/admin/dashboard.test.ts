import { describe, expect, it } from 'vitest'

import type { StaffRole } from '@/access/roles'
import {
  getDailySubmissions,
  getRecentActivity,
  getSubmissionCounters,
  overviewTypes,
} from '@/admin/dashboard/data'

import { roleNames, type SignedInRole } from '../../helpers/users'
import { makeSubmission } from '../access/fixtures'
import { newMarker, prepareAccessContext } from '../access/matrix'
import { signedInAs, viewerWith } from './viewer'

const context = prepareAccessContext()

/** The submission types whose numbers each role sees on the Overview. */
const visibleTypes: Record<SignedInRole, string[]> = {
  admin: overviewTypes.map((type) => type.slug),
  recruiter: ['career-applications'],
  sales: overviewTypes.map((type) => type.slug).filter((slug) => slug !== 'career-applications'),
  editor: [],
  noRole: [],
}

const rolesOf: Record<SignedInRole, StaffRole[]> = {
  admin: ['admin'],
  recruiter: ['recruiter'],
  sales: ['sales'],
  editor: ['editor'],
  noRole: [],
}

const viewer = (role: SignedInRole) => viewerWith(context.payload, rolesOf[role])

describe('Overview data', () => {
  for (const role of Object.keys(visibleTypes) as SignedInRole[]) {
    it(`${roleNames[role]} sees counters, activity and chart of ${visibleTypes[role].join(', ') || 'nothing'}`, async () => {
      const counters = await getSubmissionCounters(viewer(role))
      const activity = await getRecentActivity(viewer(role), 50)
      const daily = await getDailySubmissions(viewer(role))
      expect(counters.map((counter) => counter.slug)).toEqual(visibleTypes[role])
      expect(daily.series.map((series) => series.slug)).toEqual(visibleTypes[role])
      for (const item of activity) expect(visibleTypes[role]).toContain(item.slug)
    })
  }

  it('counts the total and the still-new submissions, and a new one raises both by one', async () => {
    const before = await getSubmissionCounters(viewer('admin'))
    await makeSubmission(context, 'quote-requests')
    await makeSubmission(context, 'quote-requests', newMarker(), { status: 'quoted' })
    const after = await getSubmissionCounters(viewer('admin'))
    const quotes = (counters: typeof before) =>
      counters.find((counter) => counter.slug === 'quote-requests')!
    expect(quotes(after).total).toBe(quotes(before).total + 2)
    expect(quotes(after).new).toBe(quotes(before).new + 1)
  })

  it('lists the newest submissions and status changes first, each pointing at its document', async () => {
    const marker = newMarker()
    const id = await makeSubmission(context, 'partnership-applications', marker)
    await context.payload.update({
      collection: 'partnership-applications',
      id,
      data: { status: 'approved' },
      user: signedInAs(['admin'], context.users.admin.id),
    })
    const activity = await getRecentActivity(viewer('admin'), 5)
    const dates = activity.map((item) => item.at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(activity[0]).toMatchObject({
      kind: 'status-change',
      slug: 'partnership-applications',
      id,
      label: marker,
      fromStatus: 'new',
      toStatus: 'approved',
    })
    expect(activity[1]).toMatchObject({ kind: 'submission', slug: 'partnership-applications', id })
    const changes = await context.payload.find({
      collection: 'status-changes',
      where: { submissionId: { equals: id } },
    })
    changes.docs.forEach((doc) => context.track('status-changes', doc.id))
  })

  it("puts today's submissions in the chart's last day of 30", async () => {
    const before = await getDailySubmissions(viewer('admin'))
    await makeSubmission(context, 'contact-submissions')
    const after = await getDailySubmissions(viewer('admin'))
    const contacts = (daily: typeof before) =>
      daily.series.find((series) => series.slug === 'contact-submissions')!.counts
    expect(after.days).toHaveLength(30)
    expect(after.days.at(-1)).toBe(new Date().toISOString().slice(0, 10))
    expect(contacts(after).at(-1)).toBe(contacts(before).at(-1)! + 1)
    expect(contacts(after).slice(0, -1)).toEqual(contacts(before).slice(0, -1))
  })
})
