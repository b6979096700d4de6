import { Link } from '@payloadcms/ui'
import type { ListViewServerProps } from 'payload'

import { ExportCsvButton } from '@/lib/admin/exports/ExportCsvButton'
import { isSubmissionSlug } from '@/submissions'

import { statusTabs } from './status-tabs'
import './list-toolbar.scss'
import '@/desk/phone/lead-cards.scss'

/**
 * Above a submission list: quick status tabs with how many submissions each holds (those of the
 * owner the list was opened on, if any: status-tabs.ts), and the CSV export of the list as
 * filtered.
 */
export async function SubmissionListToolbar({
  collectionConfig,
  payload,
  searchParams,
}: ListViewServerProps) {
  const slug = collectionConfig.slug
  if (!isSubmissionSlug(slug)) return null
  const { tabs, active } = await statusTabs(payload, slug, searchParams)
  return (
    <div className="list-toolbar">
      <nav className="status-tabs" aria-label="Filter by status">
        {tabs.map(({ status, label, count, href }) => (
          <Link
            key={label}
            className="status-tab"
            aria-current={status === active ? 'page' : undefined}
            href={href}
          >
            {label}
            <span className="status-tab__count">{count}</span>
          </Link>
        ))}
      </nav>
      <ExportCsvButton collectionSlug={slug} />
    </div>
  )
}
