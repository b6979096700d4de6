import { headers } from 'next/headers'
import type { Payload, PayloadRequest } from 'payload'
import { cache } from 'react'

import { defaultSiteTimeZone, isSiteTimeZone, type SiteTimeZone } from '@/lib/site/time-zones'

/**
 * The zone set in Site settings, or null when it cannot be read (the config's default stands).
 * Within a write, pass its request: the read then shares the write's connection rather than wait
 * for another while holding one.
 */
export async function siteTimeZone(
  payload: Payload,
  req?: PayloadRequest,
): Promise<SiteTimeZone | null> {
  try {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      select: { timeZone: true },
      depth: 0,
      ...(req && { req }),
    })
    return isSiteTimeZone(settings.timeZone) ? settings.timeZone : null
  } catch (error) {
    payload.logger.error({ err: error }, 'Admin: could not read the site time zone')
    return null
  }
}

/** A person's clock: their own zone (their account's `timeZone`), else the site's, else Lagos. */
export const personalZone = (own: unknown, site: SiteTimeZone | null): SiteTimeZone =>
  isSiteTimeZone(own) ? own : (site ?? defaultSiteTimeZone)

/** The site's zone, read once per render however many components show times in it. */
export const siteTimeZoneOfThisRender = cache(siteTimeZone)

/**
 * The zone every time of an admin page is shown in: the signed-in reader's own (their account's
 * `timeZone`), else the site's. Read once per render, from the request's session.
 */
export const readerTimeZoneOfThisRender = cache(async (payload: Payload): Promise<string> => {
  let own: unknown = null
  try {
    const { user } = await payload.auth({ headers: await headers() })
    own = (user as { timeZone?: unknown } | null)?.timeZone
  } catch {
    // No session to read (a page outside a request): the site's zone.
  }
  return isSiteTimeZone(own) ? own : personalZone(own, await siteTimeZoneOfThisRender(payload))
})
