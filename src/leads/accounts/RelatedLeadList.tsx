import '@/lib/admin/count-badge.scss'
import { formatInZone } from '@/lib/admin/read-only-time/format'
import { StatusBadge } from '@/desk/status/StatusBadge'

import type { RelatedLeads } from './rollups'

/** A list of leads as a lead's or an organization's page shows them: newest first, a few of all. */
export function RelatedLeadList({
  title,
  related,
  empty,
  zone,
  adminRoute,
  showOrganization = false,
}: {
  title: string
  related: RelatedLeads
  empty: string
  zone: string
  adminRoute: string
  showOrganization?: boolean
}) {
  const { leads, total } = related
  return (
    <section className="related-leads" aria-label={title}>
      <h4 className="related-leads__title">
        {title} <span className="admin-count">{total}</span>
      </h4>
      {leads.length === 0 ? (
        <p className="related-leads__empty">{empty}</p>
      ) : (
        <ul className="related-leads__list">
          {leads.map((lead) => (
            <li key={`${lead.type}-${lead.id}`} className="related-leads__lead">
              <a href={`${adminRoute}/collections/${lead.type}/${lead.id}`}>{lead.reference}</a>
              <span className="related-leads__kind">
                {lead.kind}
                {showOrganization && lead.organization ? ` · ${lead.organization}` : ''}
              </span>
              <StatusBadge status={lead.status} />
              <span className="related-leads__meta">
                <time dateTime={lead.createdAt}>{formatInZone(lead.createdAt, zone)}</time>
                {' · '}
                {lead.owner ?? 'Unassigned'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > leads.length && (
        <p className="related-leads__more">and {total - leads.length} more</p>
      )}
    </section>
  )
}
