import { unstable_cache } from 'next/cache'

import type { Locale } from '@/lib/site/locales'
import type { Product } from '@/payload-types'

import { payloadClient } from './payload'
import { cacheTags } from './tags'

export type ProductSummary = Pick<Product, 'id' | 'title' | 'slug' | 'icon' | 'summary'>

/** Every product for menus and cards, in the editors' order. */
export const getProducts = (locale: Locale): Promise<ProductSummary[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'products',
        locale,
        sort: 'order',
        limit: 100,
        depth: 0,
        select: { title: true, slug: true, icon: true, summary: true },
      })
      return docs as ProductSummary[]
    },
    ['products', locale],
    { tags: [cacheTags.products] },
  )()

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
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'products',
        locale,
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
      })
      return docs[0] ?? null
    },
    ['product', slug, locale],
    { tags: [cacheTags.product(slug)] },
  )()
