import type { CollectionAfterChangeHook, TaskConfig } from 'payload'

import type { JobPosting } from '@/payload-types'

type Change = 'open' | 'close'

const statusAfter: Record<Change, JobPosting['status']> = { open: 'active', close: 'inactive' }
const timeOf = (posting: JobPosting, change: Change) =>
  change === 'open' ? posting.opensAt : posting.closesAt

/**
 * Opens or closes a posting at the time its recruiter set. Queued when the time is set; if it
 * was changed or cleared since, this run finds a different time on the posting and does nothing,
 * so each time set is applied once. The status change expires the careers pages as any save does.
 */
export const jobPostingScheduleTask: TaskConfig<'applyJobPostingSchedule'> = {
  slug: 'applyJobPostingSchedule',
  label: 'Open or close a job posting',
  retries: 3,
  inputSchema: [
    { name: 'posting', type: 'number', required: true },
    { name: 'change', type: 'select', options: ['open', 'close'], required: true },
    { name: 'at', type: 'date', required: true },
  ],
  handler: async ({ input, req }) => {
    const change = input.change as Change
    const posting = await req.payload
      .findByID({ collection: 'job-postings', id: input.posting, depth: 0, req })
      .catch(() => null)
    const scheduled = posting && timeOf(posting, change)
    if (!posting || !scheduled || new Date(scheduled).getTime() !== new Date(input.at).getTime()) {
      return { output: {} }
    }
    if (posting.status !== statusAfter[change]) {
      await req.payload.update({
        collection: 'job-postings',
        id: posting.id,
        data: { status: statusAfter[change] },
        req,
      })
    }
    return { output: {} }
  },
}

/** Queues the opening and closing a recruiter just set (or moved) on a posting. */
export const scheduleJobPostingChanges: CollectionAfterChangeHook<JobPosting> = async ({
  doc,
  previousDoc,
  req,
}) => {
  for (const change of ['open', 'close'] as const) {
    const at = timeOf(doc, change)
    if (!at || at === (previousDoc && timeOf(previousDoc, change))) continue
    if (new Date(at).getTime() <= Date.now()) continue
    await req.payload.jobs.queue({
      task: 'applyJobPostingSchedule',
      input: { posting: doc.id, change, at },
      waitUntil: new Date(at),
      req,
    })
  }
  return doc
}
