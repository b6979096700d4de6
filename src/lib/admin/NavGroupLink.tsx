'use client'

import { Link, NavGroup, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

/** A nav group like Payload's own, holding one link to a custom admin screen. */
export function NavGroupLink({
  group,
  label,
  path,
  id,
}: {
  group: string
  label: string
  /** The screen's path under the admin route, e.g. "/campaigns". */
  path: `/${string}`
  id: string
}) {
  const pathname = usePathname()
  const {
    config: {
      routes: { admin: adminRoute },
    },
  } = useConfig()
  const href = formatAdminURL({ adminRoute, path })
  return (
    <NavGroup label={group}>
      <Link className="nav__link" href={href} id={id} prefetch={false}>
        {pathname === href && <div className="nav__link-indicator" />}
        <span className="nav__link-label">{label}</span>
      </Link>
    </NavGroup>
  )
}
