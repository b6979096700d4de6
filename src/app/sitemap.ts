import type { MetadataRoute } from 'next'

import { postingPath } from '@/lib/content/job-postings'
import { getOpenPostings } from '@/lib/data/job-postings'
import { getPageSlugs } from '@/lib/data/pages'
import { getProducts } from '@/lib/data/products'
import { getRegions } from '@/lib/data/regions'
import { localePath } from '@/lib/site/locale-path'
import { locales } from '@/lib/site/locales'
import { absoluteUrl, languageAlternates } from '@/lib/site/page-metadata'

// Built on request from cached reads, so `next build` needs no database.
export const dynamic = 'force-dynamic'

const staticPaths = [
  '/',
  '/about',
  '/products-services',
  '/network',
  '/careers',
  '/partnership',
  '/contact',
]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, regions, pages, postings] = await Promise.all([
    getProducts('en'),
    getRegions('en'),
    getPageSlugs(),
    getOpenPostings('en'),
  ])
  const entries: { path: string; lastModified?: string }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...products.map((product) => ({ path: `/products/${product.slug}` })),
    ...regions.map((region) => ({
      path: `/regions/${region.slug}`,
      lastModified: region.updatedAt,
    })),
    ...pages
      .filter((page) => !page.noindex)
      .map((page) => ({ path: `/${page.slug}`, lastModified: page.updatedAt })),
    ...postings.map((posting) => ({ path: postingPath(posting), lastModified: posting.updatedAt })),
  ]
  // Each page once per language, each entry naming the page in every language.
  return entries.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: absoluteUrl(localePath(locale, path)),
      lastModified,
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
