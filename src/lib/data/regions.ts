import { unstable_cache } from 'next/cache'

import type { Locale } from '@/lib/site/locales'
import type { Region } from '@/payload-types'

import { payloadClient } from './payload'
import { cacheTags } from './tags'

/** The three regions with their home-page cards, in the editors' order. */
export const getRegions = (locale: Locale): Promise<Region[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'regions',
        locale,
        sort: 'order',
        limit: 20,
        depth: 1,
      })
      return docs
    },
    ['regions', locale],
    { tags: [cacheTags.regions] },
  )()

export const getRegion = (slug: string, locale: Locale): Promise<Region | null> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'regions',
        locale,
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
      })
      return docs[0] ?? null
    },
    ['region', slug, locale],
    { tags: [cacheTags.region(slug)] },
  )()
