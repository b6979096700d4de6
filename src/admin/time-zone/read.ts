import type { Payload } from 'payload'
import { cache } from 'react'

import { isSiteTimeZone, type SiteTimeZone } from '@/lib/site/time-zones'

/** The zone set in Site settings, or null when it cannot be read (the config's default stands). */
export async function siteTimeZone(payload: Payload): Promise<SiteTimeZone | null> {
  try {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      select: { timeZone: true },
      depth: 0,
    })
    return isSiteTimeZone(settings.timeZone) ? settings.timeZone : null
  } catch (error) {
    payload.logger.error({ err: error }, 'Admin: could not read the site time zone')
    return null
  }
}

/** The site's zone, read once per render however many components show times in it. */
export const siteTimeZoneOfThisRender = cache(siteTimeZone)
