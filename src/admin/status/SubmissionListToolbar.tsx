import { Link } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import type { ListViewServerProps } from 'payload'

import { ExportCsvButton } from '@/admin/exports/ExportCsvButton'
import { isSubmissionSlug, submissionStatuses } from '@/lib/submission-options'

import { statusLabel } from './workflow'

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
  user,
}: ListViewServerProps) {
  const slug = collectionConfig.slug
  if (!isSubmissionSlug(slug)) return null
  const statuses = submissionStatuses[slug]
  const counts = await Promise.all(
    [undefined, ...statuses].map(async (status) => {
      const { totalDocs } = await payload.count({
        collection: slug,
        where: status ? { status: { equals: status } } : undefined,
        overrideAccess: false,
        user,
      })
      return totalDocs
    }),
  )
  const active =
    typeof searchParams?.[statusFilterKey] === 'string' ? searchParams[statusFilterKey] : undefined
  const listURL = formatAdminURL({
    adminRoute: payload.config.routes.admin,
    path: `/collections/${slug}`,
  })
  const tabs = [
    { status: undefined, label: 'All', count: counts[0] },
    ...statuses.map((status, index) => ({
      status,
      label: statusLabel(status),
      count: counts[index + 1],
    })),
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
