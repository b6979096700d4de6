import { createLocalReq, type Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import {
  dataRetentionQueue,
  purgeExpiredSubmissionsTask,
} from '../../../src/jobs/purge-expired-submissions'
import { jobQueues, workThroughQueue } from '../../../src/jobs/runner'
import { monthsBefore } from '@/data-protection/retention'
import {
  allOfIt,
  newEmail,
  noneOfIt,
  prepareRetentionContext,
  setRetention,
  storePerson,
  whatRemains,
} from './fixtures'

const taskSlug = 'purgeExpiredSubmissions'

/** As if the nightly tasks were last scheduled two nights ago: tonight's runs are due now. */
async function makeNightlyRunsDue(payload: Payload) {
  const twoNightsAgo = new Date(Date.now() - 2 * 24 * 3600_000).toISOString()
  const lastRun = { lastScheduledRun: twoNightsAgo }
  await payload.updateGlobal({
    slug: 'payload-jobs-stats',
    data: {
      stats: {
        scheduledRuns: {
          queues: {
            [dataRetentionQueue]: { tasks: { [taskSlug]: lastRun, sweepOrphanedFiles: lastRun } },
          },
        },
      },
    },
  })
}
const context = prepareRetentionContext()

async function purgeJobs() {
  const { docs } = await context.payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: taskSlug } },
    depth: 0,
  })
  return docs
}

describe('the data retention job', () => {
  it('is registered with a nightly schedule, in a queue that the job runner schedules and runs', () => {
    const { jobs } = context.payload.config
    const task = jobs.tasks?.find((candidate) => candidate.slug === taskSlug)
    expect(task?.schedule).toEqual([{ cron: '0 3 * * *', queue: dataRetentionQueue }])
    expect(jobs.scheduling).toBe(true)
    expect(jobQueues.map((run) => run.queue)).toContain(dataRetentionQueue)
    // Payload's own runner would schedule and run it in every instance.
    expect(jobs.autoRun).toBeUndefined()
  })

  it('is queued and run once when two instances tick at the same moment', async () => {
    const { payload } = context
    const run = jobQueues.find((candidate) => candidate.queue === dataRetentionQueue)!
    await setRetention(payload, 12)
    const expired = await storePerson(payload, newEmail('due'), monthsBefore(new Date(), 13))
    await makeNightlyRunsDue(payload)
    const logged = vi.spyOn(payload.logger, 'info')
    const purges = () =>
      logged.mock.calls.filter((call) =>
        call.some((part) => /^Data retention: /.test(String(part))),
      )
    try {
      const worked = await Promise.all([
        workThroughQueue(payload, run),
        workThroughQueue(payload, run),
      ])

      expect(worked.filter(Boolean)).toHaveLength(1)
      expect(purges()).toHaveLength(1)
      expect(await whatRemains(payload, expired)).toEqual(noneOfIt)
      expect(await purgeJobs()).toEqual([])
    } finally {
      logged.mockRestore()
      await payload.delete({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sweepOrphanedFiles' } },
      })
    }
  })

  it('is scheduled once, for the next 03:00, in its own queue', async () => {
    const { payload } = context
    const before = new Date()
    try {
      const first = await payload.jobs.handleSchedules({ queue: dataRetentionQueue })
      const second = await payload.jobs.handleSchedules({ queue: dataRetentionQueue })

      // The purge, and the sweep of orphaned application files at 03:30.
      expect(first.queued.map((job) => job.taskConfig?.slug).sort()).toEqual([
        'purgeExpiredSubmissions',
        'sweepOrphanedFiles',
      ])
      expect(second.queued).toHaveLength(0)
      const jobs = await purgeJobs()
      expect(jobs).toHaveLength(1)
      expect(jobs[0].queue).toBe(dataRetentionQueue)
      const runsAt = new Date(jobs[0].waitUntil!)
      expect([runsAt.getHours(), runsAt.getMinutes(), runsAt.getSeconds()]).toEqual([3, 0, 0])
      expect(runsAt.getTime()).toBeGreaterThan(before.getTime())
      expect(runsAt.getTime() - before.getTime()).toBeLessThanOrEqual(24 * 3600_000)
    } finally {
      await payload.delete({
        collection: 'payload-jobs',
        where: { taskSlug: { in: [taskSlug, 'sweepOrphanedFiles'] } },
      })
    }
  })

  it('purges expired submissions when its queue runs, then leaves the queue', async () => {
    const { payload } = context
    await setRetention(payload, 12)
    const expired = await storePerson(payload, newEmail('expired'), monthsBefore(new Date(), 13))
    const kept = await storePerson(payload, newEmail('kept'), monthsBefore(new Date(), 11))
    await payload.jobs.queue({ task: taskSlug, input: {}, queue: dataRetentionQueue })

    await payload.jobs.run({ queue: dataRetentionQueue })

    expect(await whatRemains(payload, expired)).toEqual(noneOfIt)
    expect(await whatRemains(payload, kept)).toEqual(allOfIt(kept))
    expect(await purgeJobs()).toEqual([])
  })

  it('reports how many records it deleted', async () => {
    const { payload } = context
    await setRetention(payload, 12)
    await storePerson(payload, newEmail('expired'), monthsBefore(new Date(), 13))
    const { handler } = purgeExpiredSubmissionsTask
    if (typeof handler !== 'function') throw new Error('the task handler is not a function')

    const result = await handler({ req: await createLocalReq({}, payload) } as never)

    // 5 submissions, 5 status changes, 6 timeline entries (5 e-mails sent, 1 answer), a résumé,
    // a cover letter and the answer's attachment.
    expect(result).toEqual({ output: { deleted: 19 } })
  })
})
