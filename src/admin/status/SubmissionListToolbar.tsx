import { Link } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import type { ListViewServerProps } from 'payload'

import { ExportCsvButton } from '@/admin/exports/ExportCsvButton'
import { postgres } from '@/server/database/adapter'
import { readSubmissionCounts } from '@/submissions/submission-counts'
import { isSubmissionSlug, submissionStatuses } from '@/submissions'

import { statusLabel } from './workflow'
import './list-toolbar.scss'

/** The status filter exactly as Payload's own filter builder writes it, so both stay in sync. */
const statusFilterKey = 'where[or][0][and][0][status][equals]'

/**
 * Above a submission list: quick status tabs with how many submissions each holds, and the CSV
 * export of the list as filtered.
 */
export async function SubmissionListToolbar({
  collectionConfig,
  payload,
  searchParams,
}: ListViewServerProps) {
  const slug = collectionConfig.slug
  if (!isSubmissionSlug(slug)) return null
  const statuses = submissionStatuses[slug]
  // The list view is only shown to those who may read the whole list, and its totals are the
  // kept counts: one small read instead of a COUNT(*) per tab that grows with the table.
  const { total, perStatus } = (await readSubmissionCounts(postgres(payload).drizzle))[slug]
  const active =
    typeof searchParams?.[statusFilterKey] === 'string' ? searchParams[statusFilterKey] : undefined
  const listURL = formatAdminURL({
    adminRoute: payload.config.routes.admin,
    path: `/collections/${slug}`,
  })
  const tabs = [
    { status: undefined, label: 'All', count: total },
    ...statuses.map((status) => ({ status, label: statusLabel(status), count: perStatus[status] })),
  ]
  return (
    <div className="list-toolbar">
      <nav className="status-tabs" aria-label="Filter by status">
        {tabs.map(({ status, label, count }) => (
          <Link
            key={label}
            className="status-tab"
            aria-current={status === active ? 'page' : undefined}
            href={
              status ? `${listURL}?${new URLSearchParams({ [statusFilterKey]: status })}` : listURL
            }
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
