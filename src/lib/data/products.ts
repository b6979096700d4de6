import type { Locale } from '@/lib/site/locales'
import type { Product } from '@/payload-types'

import { payloadClient } from './payload'
import { publishedOrDrafts, readPublished, readPublishedBySlug } from './published'
import { cacheTags } from './tags'

export type ProductSummary = Pick<Product, 'id' | 'title' | 'slug' | 'icon' | 'summary'>

/** Every product for menus and cards, in the editors' order. */
export const getProducts = (locale: Locale): Promise<ProductSummary[]> =>
  readPublished(['products', locale], [cacheTags.products], async (drafts) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      locale,
      ...publishedOrDrafts(drafts),
      sort: 'order',
      limit: 100,
      depth: 0,
      select: { title: true, slug: true, icon: true, summary: true },
    })
    return docs as ProductSummary[]
  })

/**
 * One product. An unknown slug is answered from the cached list, so a stranger's made-up
 * addresses cost no query and leave nothing cached.
 */
export const getProduct = async (slug: string, locale: Locale): Promise<Product | null> => {
  const products = await getProducts(locale)
  if (!products.some((product) => product.slug === slug)) return null
  return readProduct(slug, locale)
}

const readProduct = (slug: string, locale: Locale): Promise<Product | null> =>
  readPublishedBySlug('products', slug, locale, cacheTags.product(slug))
