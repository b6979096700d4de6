import type { Metadata } from 'next'

import { getSiteSettings } from '@/lib/data/globals'
import { getPage } from '@/lib/data/pages'
import type { Locale } from '@/lib/site/locales'
import { missingPageMetadata } from '@/components/shared/missing-page'
import { pageMetadata } from '@/lib/site/page-metadata'

import { heroOf } from './built-page'

/**
 * A page of the `pages` collection, served at /<slug> (by its own route for the policies, quote and
 * application pages, else by [slug]); none when it is missing (unpublished), and
 * the route then shows the 404 page (MissingPage, missing-page.tsx).
 */
export const cmsPage = (slug: string, locale: Locale) => getPage(slug, locale)

export async function cmsPageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const [page, settings] = await Promise.all([cmsPage(slug, locale), getSiteSettings(locale)])
  if (!page) return missingPageMetadata(locale)
  const metadata = pageMetadata({
    meta: page.meta,
    fallbackTitle: page.title,
    fallbackDescription: page.intro ?? heroOf(page)?.text,
    path: `/${page.slug}`,
    locale,
    siteName: settings.siteName,
  })
  return page.noindex ? { ...metadata, robots: { index: false, follow: true } } : metadata
}
