import { unstable_cache } from 'next/cache'

import type { Locale } from '@/lib/site/locales'
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
  | 'id'
  | 'title'
  | 'slug'
  | 'language'
  | 'department'
  | 'location'
  | 'employmentType'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'updatedAt'
>

/** A posting's localized texts, as read in every language at once. */
const localizedTexts = ['title', 'department', 'location', 'description', 'requirements'] as const
type LocalizedText = Partial<Record<Locale, string | null>>
type Stored<T> = Omit<T, (typeof localizedTexts)[number]> & {
  [K in Extract<keyof T, (typeof localizedTexts)[number]>]: LocalizedText | undefined
}

const activeOnly = { status: { equals: 'active' } } as const

/**
 * A posting as a careers page in `locale` shows it: in that language where it has been written in
 * it, else in the language it was written in, which `language` then names (the card says so).
 */
export function postingIn<T extends { language: JobPosting['language'] }>(
  stored: Stored<T>,
  locale: Locale,
): T {
  const title = (stored as { title?: LocalizedText }).title
  const own = title?.[locale] ? locale : stored.language
  const shown = { ...stored, language: own } as Record<string, unknown>
  for (const text of localizedTexts) {
    if (text in stored) {
      const value = stored[text as keyof typeof stored] as LocalizedText | undefined
      shown[text] = value?.[own] ?? value?.[stored.language] ?? ''
    }
  }
  return shown as T
}

/**
 * Every active posting in brief, newest first, in every language, in one cached read. Whether an
 * address names an open posting, or a page of the list that exists, is answered from it: a
 * stranger's made-up slugs and page numbers cost no query and leave nothing cached.
 */
const readOpenPostings = (): Promise<Stored<OpenPosting>[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'job-postings',
        where: activeOnly,
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        locale: 'all',
        select: {
          title: true,
          slug: true,
          language: true,
          department: true,
          location: true,
          employmentType: true,
          salaryCurrency: true,
          salaryPeriod: true,
          updatedAt: true,
        },
      })
      return docs as unknown as Stored<OpenPosting>[]
    },
    ['open-postings-all-languages'],
    { tags: [cacheTags.jobPostings] },
  )()

/** Every active posting in brief, as the `locale` pages show it. */
export const getOpenPostings = async (locale: Locale): Promise<OpenPosting[]> =>
  (await readOpenPostings()).map((posting) => postingIn(posting, locale))

/** How many pages the careers list has; at least one, which shows the empty state. */
export const openPositionsPageCount = async (): Promise<number> =>
  Math.max(1, Math.ceil((await readOpenPostings()).length / jobsPerPage))

/** One page of active postings, newest first, in `locale`; null for a page past the last. */
export async function getOpenPositions(
  page: number,
  locale: Locale,
): Promise<OpenPositionsPage | null> {
  if (page > (await openPositionsPageCount())) return null
  const stored = await readOpenPositions(page)
  return { ...stored, jobs: stored.jobs.map((job) => postingIn(job, locale)) }
}

const readOpenPositions = (page: number) =>
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
        locale: 'all',
      })
      return {
        jobs: result.docs as unknown as Stored<JobPosting>[],
        page: result.page ?? page,
        totalPages: result.totalPages,
        totalJobs: result.totalDocs,
      }
    },
    ['open-positions-all-languages', String(page)],
    { tags: [cacheTags.jobPostings] },
  )()

/** An active posting by its slug, whole, in `locale`; null when no open posting has it. */
export async function getOpenPosting(slug: string, locale: Locale): Promise<JobPosting | null> {
  const open = await readOpenPostings()
  if (!open.some((posting) => posting.slug === slug)) return null
  const stored = await readOpenPosting(slug)
  return stored && postingIn(stored, locale)
}

const readOpenPosting = (slug: string) =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'job-postings',
        where: { and: [activeOnly, { slug: { equals: slug } }] },
        limit: 1,
        pagination: false,
        depth: 0,
        locale: 'all',
      })
      return (docs[0] as unknown as Stored<JobPosting> | undefined) ?? null
    },
    ['job-posting-all-languages', slug],
    { tags: [cacheTags.jobPostings] },
  )()
