import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { DefaultTimeZone } from './DefaultTimeZone'
import { siteTimeZoneOfThisRender } from './read'

/**
 * Admin provider: the schedule drawer starts in the site's time zone. Providers are rendered once
 * per load of the admin, the login page included (signing in does not reload it), so the zone is
 * read whoever is signed in (it is public, like the rest of the settings but the admin-only
 * tabs), and a change in Site settings reaches a tab already open on its next reload.
 */
export async function SiteTimeZone({
  children,
  payload,
}: {
  children?: ReactNode
  payload: Payload
}) {
  const zone = await siteTimeZoneOfThisRender(payload)
  return zone ? <DefaultTimeZone zone={zone}>{children}</DefaultTimeZone> : children
}
