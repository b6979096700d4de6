import { unstable_cache } from 'next/cache'

import type { JobPosting } from '@/payload-types'

import { payloadClient } from './payload'
import { cacheTags } from './tags'

/** The spec's page size of the careers list. */
export const jobsPerPage = 6

export type OpenPositionsPage = {
  jobs: JobPosting[]
  page: number
  totalPages: number
  totalJobs: number
}

const activeOnly = { status: { equals: 'active' } } as const

/** One page of active postings, newest first. */
export const getOpenPositions = (page: number): Promise<OpenPositionsPage> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'job-postings',
        where: activeOnly,
        sort: '-createdAt',
        limit: jobsPerPage,
        page,
        depth: 0,
      })
      return {
        jobs: result.docs,
        page: result.page ?? page,
        totalPages: result.totalPages,
        totalJobs: result.totalDocs,
      }
    },
    ['open-positions', String(page)],
    { tags: [cacheTags.jobPostings] },
  )()

/** Titles of all active postings, for the job application form's position choice. */
export const getOpenPositionTitles = (): Promise<{ id: number; title: string }[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'job-postings',
        where: activeOnly,
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        select: { title: true },
      })
      return docs.map(({ id, title }) => ({ id, title }))
    },
    ['open-position-titles'],
    { tags: [cacheTags.jobPostings] },
  )()
