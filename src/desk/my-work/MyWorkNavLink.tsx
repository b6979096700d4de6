'use client'

import { Link, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

import { myWorkPath } from '@/lib/admin/navigation'

/** The navigation's first link, for those who work the desk: My work. */
export function MyWorkNavLinkClient() {
  const pathname = usePathname()
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { admin: adminRoute },
    },
  } = useConfig()
  const href = formatAdminURL({ adminRoute, path: myWorkPath })
  return (
    <Link className="nav__link my-work-nav" href={href} id="nav-my-work" prefetch={false}>
      {pathname === href && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{i18n.language === 'fr' ? 'Mon travail' : 'My work'}</span>
    </Link>
  )
}
