import type { Payload, Where } from 'payload'
import { cache } from 'react'

/** A publish or unpublish set for later with Payload's "Schedule Publish". */
export type Scheduled = { type: 'publish' | 'unpublish'; at: string; locale: string | null }

type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  locale?: string
  doc?: { relationTo: string; value: string }
  global?: string
}

/**
 * The publishes and unpublishes still to come for one collection's documents (by id) or one
 * global, soonest first: the jobs Payload's schedule drawer queues. Read once per render, however
 * many list cells ask.
 */
export const upcomingSchedules = cache(
  async (
    payload: Payload,
    kind: 'collection' | 'global',
    slug: string,
  ): Promise<Map<string, Scheduled[]>> => {
    const target: Where =
      kind === 'collection'
        ? { 'input.doc.relationTo': { equals: slug } }
        : { 'input.global': { equals: slug } }
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { completedAt: { exists: false } },
          { waitUntil: { greater_than: new Date().toISOString() } },
          target,
        ],
      },
      sort: 'waitUntil',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const byTarget = new Map<string, Scheduled[]>()
    for (const job of docs) {
      const input = (job.input ?? {}) as ScheduleInput
      const key = kind === 'collection' ? String(input.doc?.value) : slug
      if (!job.waitUntil) continue
      const scheduled: Scheduled = {
        type: input.type === 'unpublish' ? 'unpublish' : 'publish',
        at: job.waitUntil,
        locale: input.locale ?? null,
      }
      byTarget.set(key, [...(byTarget.get(key) ?? []), scheduled])
    }
    return byTarget
  },
)
