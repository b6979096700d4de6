'use client'

import { useAuth, useConfig } from '@payloadcms/ui'

import { defaultSiteTimeZone, isSiteTimeZone } from '@/lib/site/time-zones'

/**
 * In the browser, the zone the server shows this reader's times in (readerTimeZoneOfThisRender):
 * their account's, else the site's, which the SiteTimeZone provider puts in the client config.
 */
export function useReaderTimeZone(): string {
  const { user } = useAuth()
  const { config } = useConfig()
  const own = (user as { timeZone?: unknown } | null)?.timeZone
  if (isSiteTimeZone(own)) return own
  return config.admin?.timezones?.defaultTimezone ?? defaultSiteTimeZone
}
