import type { Metadata } from 'next'

import { getSiteSettings } from '@/lib/data/globals'
import { getPage } from '@/lib/data/pages'
import type { Locale } from './locales'
import { missingPageMetadata } from './missing-page'
import { pageMetadata } from './page-metadata'

/**
 * A page of the `pages` collection, served at /<slug>; none when it is missing (unpublished), and
 * the route then shows the 404 page (MissingPage, missing-page.tsx).
 */
export const cmsPage = (slug: string, locale: Locale) => getPage(slug, locale)

export async function cmsPageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const [page, settings] = await Promise.all([cmsPage(slug, locale), getSiteSettings(locale)])
  if (!page) return missingPageMetadata(locale)
  return pageMetadata({
    meta: page.meta,
    fallbackTitle: page.title,
    fallbackDescription: page.intro,
    path: `/${page.slug}`,
    locale,
    siteName: settings.siteName,
  })
}
