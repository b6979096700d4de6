'use client'

import { Link, NavGroup, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

import { dataRequestsPath } from '@/admin/navigation'

/** A nav group like Payload's own, holding the link to the data requests screen. */
export function DataRequestsNavGroup() {
  const pathname = usePathname()
  const {
    config: {
      routes: { admin: adminRoute },
    },
  } = useConfig()
  const href = formatAdminURL({ adminRoute, path: dataRequestsPath })
  const isActive = pathname === href
  return (
    <NavGroup label="Data protection">
      <Link className="nav__link" href={href} id="nav-data-requests" prefetch={false}>
        {isActive && <div className="nav__link-indicator" />}
        <span className="nav__link-label">Data requests</span>
      </Link>
    </NavGroup>
  )
}
