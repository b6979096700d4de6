import type { Locale } from '@/lib/site/locales'
import type { Page } from '@/payload-types'

import { payloadClient } from './payload'
import { publishedOrDrafts, readPublished, readPublishedBySlug } from './published'
import { cacheTags } from './tags'

type PageListing = Pick<Page, 'slug' | 'updatedAt' | 'noindex'>

/** Every published page's slug, date and noindex switch (in an editor's preview, the drafts'). */
export const getPageSlugs = (): Promise<PageListing[]> =>
  readPublished(['page-slugs'], [cacheTags.pages], async (drafts) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      ...publishedOrDrafts(drafts),
      pagination: false,
      depth: 0,
      select: { slug: true, updatedAt: true, noindex: true },
    })
    return docs
  })

/**
 * One page. An unknown slug is answered from the cached list, so a stranger's made-up addresses
 * cost no query and leave nothing cached.
 */
export const getPage = async (slug: string, locale: Locale): Promise<Page | null> => {
  const pages = await getPageSlugs()
  if (!pages.some((page) => page.slug === slug)) return null
  return readPublishedBySlug('pages', slug, locale, cacheTags.page(slug), {
    products: { slug: true },
    regions: { slug: true },
  })
}
