import { unstable_cache } from 'next/cache'

import type { Locale } from '@/lib/site/locales'
import type { Page } from '@/payload-types'

import { payloadClient } from './payload'
import { publishedOnly } from '@/publishing/publication'

import { readPublishedBySlug } from './published'
import { cacheTags } from './tags'

export const getPage = (slug: string, locale: Locale): Promise<Page | null> =>
  readPublishedBySlug('pages', slug, locale, cacheTags.page(slug))

/** Slugs and dates of every published page not hidden from search engines, for the sitemap. */
export const getPageSlugs = (): Promise<Pick<Page, 'slug' | 'updatedAt'>[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [publishedOnly, { noindex: { not_equals: true } }] },
        limit: 100,
        depth: 0,
        select: { slug: true, updatedAt: true },
      })
      return docs
    },
    ['page-slugs'],
    { tags: [cacheTags.pages] },
  )()
