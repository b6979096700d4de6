import type { Locale } from '@/lib/site/locales'
import type { Region } from '@/payload-types'

import { payloadClient } from './payload'
import { publishedOrDrafts, readPublished } from './published'
import { cacheTags } from './tags'

/** The three regions with their home-page cards, in the editors' order. */
export const getRegions = (locale: Locale): Promise<Region[]> =>
  readPublished(['regions', locale], [cacheTags.regions], async (drafts) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'regions',
      locale,
      ...publishedOrDrafts(drafts),
      sort: 'order',
      limit: 20,
      depth: 1,
    })
    return docs
  })

/** One region, from the cached list: an unknown slug costs no query and leaves nothing cached. */
export const getRegion = async (slug: string, locale: Locale): Promise<Region | null> =>
  (await getRegions(locale)).find((region) => region.slug === slug) ?? null
