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

/** An active posting in brief: what the apply form, the sitemap and the addresses need. */
export type OpenPosting = Pick<
  JobPosting,
  'id' | 'title' | 'slug' | 'language' | 'department' | 'location' | 'employmentType' | 'updatedAt'
>

const activeOnly = { status: { equals: 'active' } } as const

/**
 * Every active posting in brief, newest first, in one cached read. Whether an address names an
 * open posting, or a page of the list that exists, is answered from it: a stranger's made-up
 * slugs and page numbers cost no query and leave nothing cached.
 */
export const getOpenPostings = (): Promise<OpenPosting[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'job-postings',
        where: activeOnly,
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        select: {
          title: true,
          slug: true,
          language: true,
          department: true,
          location: true,
          employmentType: true,
          updatedAt: true,
        },
      })
      return docs as OpenPosting[]
    },
    ['open-postings'],
    { tags: [cacheTags.jobPostings] },
  )()

/** How many pages the careers list has; at least one, which shows the empty state. */
export const openPositionsPageCount = async (): Promise<number> =>
  Math.max(1, Math.ceil((await getOpenPostings()).length / jobsPerPage))

/** One page of active postings, newest first; null for a page past the last. */
export async function getOpenPositions(page: number): Promise<OpenPositionsPage | null> {
  if (page > (await openPositionsPageCount())) return null
  return readOpenPositions(page)
}

const readOpenPositions = (page: number): Promise<OpenPositionsPage> =>
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

/** An active posting by its slug, whole; null when no open posting has it. */
export async function getOpenPosting(slug: string): Promise<JobPosting | null> {
  const open = await getOpenPostings()
  if (!open.some((posting) => posting.slug === slug)) return null
  return readOpenPosting(slug)
}

const readOpenPosting = (slug: string): Promise<JobPosting | null> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'job-postings',
        where: { and: [activeOnly, { slug: { equals: slug } }] },
        limit: 1,
        pagination: false,
        depth: 0,
      })
      return docs[0] ?? null
    },
    ['job-posting', slug],
    { tags: [cacheTags.jobPostings] },
  )()
