import type { Locale } from '@/lib/site/locales'
import type { TimelineEntry } from '@/payload-types'

import { payloadClient } from './payload'
import { publishedOrDrafts, readPublished } from './published'
import { cacheTags } from './tags'

/** About's journey, oldest first. */
export const getTimeline = (locale: Locale): Promise<TimelineEntry[]> =>
  readPublished(['timeline', locale], [cacheTags.timeline], async (drafts) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'timeline-entries',
      locale,
      ...publishedOrDrafts(drafts),
      sort: 'order',
      limit: 100,
      depth: 0,
    })
    return docs
  })
