'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

/**
 * Payload's schedule drawer starts in `admin.timezones.defaultTimezone` of the client config,
 * which is built once from payload.config.ts. This sets it to the reader's zone, again after each
 * page replaces the config (Payload's page config provider does so on navigation). The drawer
 * reads it when opened, after this has run.
 */
export function DefaultTimeZone({
  zone: siteZone,
  children,
}: {
  zone: string
  children?: ReactNode
}) {
  const { config, setConfig } = useConfig()
  const { user } = useAuth()
  // The reader's own zone when their account has one (Users' `timeZone`), else the site's.
  const ownZone = (user as { timeZone?: unknown } | null)?.timeZone
  const zone = typeof ownZone === 'string' && ownZone ? ownZone : siteZone
  useEffect(() => {
    // Before sign-in the config has no time zones, and nothing can be scheduled.
    if (config.unauthenticated) return
    const { timezones } = config.admin
    if (timezones.defaultTimezone === zone) return
    setConfig({
      ...config,
      admin: { ...config.admin, timezones: { ...timezones, defaultTimezone: zone } },
    })
  }, [config, setConfig, zone])
  return children
}
