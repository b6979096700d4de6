import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  dataRetentionQueue,
  purgeExpiredSubmissionsTask,
} from '../../../src/jobs/purge-expired-submissions'
import { monthsBefore } from '../../../src/lib/data-protection/retention'
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
  it('is registered with a nightly schedule, in a queue that autoRun schedules and runs', () => {
    const { jobs } = context.payload.config
    const task = jobs.tasks?.find((candidate) => candidate.slug === taskSlug)
    expect(task?.schedule).toEqual([{ cron: '0 3 * * *', queue: dataRetentionQueue }])
    expect(jobs.scheduling).toBe(true)
    const autoRun = Array.isArray(jobs.autoRun) ? jobs.autoRun : []
    const runner = autoRun.find((entry) => entry.queue === dataRetentionQueue)
    expect(runner).toBeDefined()
    expect(runner?.disableScheduling).toBeFalsy()
    expect(runner?.allQueues).toBeFalsy()
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

    // 4 submissions, 4 status changes, a résumé and a cover letter.
    expect(result).toEqual({ output: { deleted: 10 } })
  })
})
