'use client'

import { Link, NavGroup, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

/** A link of the navigation to a custom admin screen; its label in each admin language. */
export type NavScreenLink = {
  label: string | { en: string; fr: string }
  /** The screen's path under the admin route, e.g. "/campaigns". */
  path: `/${string}`
  id: string
}

/** Links to custom admin screens, looking like Payload's own: in a nav group when one is named. */
export function NavGroupLink({ group, links }: { group?: string; links: NavScreenLink[] }) {
  const pathname = usePathname()
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { admin: adminRoute },
    },
  } = useConfig()
  const shown = links.map(({ label, path, id }) => {
    const href = formatAdminURL({ adminRoute, path })
    return (
      <Link key={id} className="nav__link" href={href} id={id} prefetch={false}>
        {pathname === href && <div className="nav__link-indicator" />}
        <span className="nav__link-label">
          {typeof label === 'string' ? label : i18n.language === 'fr' ? label.fr : label.en}
        </span>
      </Link>
    )
  })
  return group ? <NavGroup label={group}>{shown}</NavGroup> : <>{shown}</>
}
