import { unstable_cache } from 'next/cache'

import type { Locale } from '@/lib/site/locales'
import type { TimelineEntry } from '@/payload-types'

import { payloadClient } from './payload'
import { cacheTags } from './tags'

/** About's journey, oldest first. */
export const getTimeline = (locale: Locale): Promise<TimelineEntry[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'timeline-entries',
        locale,
        sort: 'order',
        limit: 100,
        depth: 0,
      })
      return docs
    },
    ['timeline', locale],
    { tags: [cacheTags.timeline] },
  )()
