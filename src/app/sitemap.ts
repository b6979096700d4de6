import type { MetadataRoute } from 'next'

import { getPageSlugs } from '@/lib/data/pages'
import { getProducts } from '@/lib/data/products'
import { getRegions } from '@/lib/data/regions'
import { absoluteUrl } from '@/lib/site/page-metadata'

// Built on request from cached reads, so `next build` needs no database.
export const dynamic = 'force-dynamic'

const staticPaths = ['/', '/about', '/products-services', '/network', '/careers', '/partnership']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, regions, pages] = await Promise.all([
    getProducts('en'),
    getRegions('en'),
    getPageSlugs(),
  ])
  return [
    ...staticPaths.map((path) => ({ url: absoluteUrl(path) })),
    ...products.map((product) => ({ url: absoluteUrl(`/products/${product.slug}`) })),
    ...regions.map((region) => ({
      url: absoluteUrl(`/regions/${region.slug}`),
      lastModified: region.updatedAt,
    })),
    ...pages.map((page) => ({ url: absoluteUrl(`/${page.slug}`), lastModified: page.updatedAt })),
  ]
}
