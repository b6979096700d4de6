import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSiteSettings } from '@/lib/data/globals'
import { getPage } from '@/lib/data/pages'
import type { Locale } from './locales'
import { pageMetadata } from './page-metadata'

/** A page of the `pages` collection, served at /<slug>; a missing one is a 404. */
export async function cmsPage(slug: string, locale: Locale) {
  const page = await getPage(slug, locale)
  if (!page) notFound()
  return page
}

export async function cmsPageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const [page, settings] = await Promise.all([cmsPage(slug, locale), getSiteSettings(locale)])
  return pageMetadata({
    meta: page.meta,
    fallbackTitle: page.title,
    fallbackDescription: page.intro,
    path: `/${page.slug}`,
    locale,
    siteName: settings.siteName,
  })
}
