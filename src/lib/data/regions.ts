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

/** One region, from the cached list: an unknown slug costs no query and leaves nothing cached. */
export const getRegion = async (slug: string, locale: Locale): Promise<Region | null> =>
  (await getRegions(locale)).find((region) => region.slug === slug) ?? null
