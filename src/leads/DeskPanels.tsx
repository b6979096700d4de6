import { formatAdminURL } from 'payload/shared'

import { StatusBadge } from '@/admin/status/StatusBadge'
import { seriesOf } from '@/submissions'

import { unassignedCountLimit, type MyLeads, type WaitingCount } from './desk'
import './desk.scss'

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

const listUrl = (adminRoute: string, slug: string, query: string) =>
  formatAdminURL({ adminRoute, path: `/collections/${slug}?${query}` })

/** "My leads": the newest open leads the account owns, and how many of each type it has. */
export function MyLeadsPanel({
  myLeads,
  userId,
  adminRoute,
}: {
  myLeads: MyLeads
  userId: number
  adminRoute: string
}) {
  const mine = `where[owner][equals]=${userId}`
  return (
    <section className="panel desk" aria-labelledby="my-leads-title">
      <h2 id="my-leads-title" className="panel__title">
        My leads
      </h2>
      {myLeads.leads.length === 0 ? (
        <p className="overview__empty">
          No open lead is yours. New ones are assigned as they arrive.
        </p>
      ) : (
        <>
          <ul className="desk__counts">
            {myLeads.counts.map(({ slug, label, open }) => (
              <li key={slug}>
                <a href={listUrl(adminRoute, slug, mine)}>
                  {label}: <strong data-testid={`my-${slug}`}>{open}</strong> open
                </a>
              </li>
            ))}
          </ul>
          <table className="desk__leads">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">From</th>
                <th scope="col">Status</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {myLeads.leads.map((lead) => (
                <tr
                  key={`${lead.slug}-${lead.id}`}
                  className={`desk__lead desk__lead--series-${seriesOf(lead.slug)}`}
                >
                  <td>
                    <a
                      href={formatAdminURL({
                        adminRoute,
                        path: `/collections/${lead.slug}/${lead.id}`,
                      })}
                    >
                      {lead.reference}
                    </a>
                    <span className="desk__noun">{lead.noun}</span>
                  </td>
                  <td>{lead.label}</td>
                  <td>
                    <StatusBadge status={lead.status} />
                  </td>
                  <td>
                    <time dateTime={lead.receivedAt}>{when.format(new Date(lead.receivedAt))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}

/**
 * Counts of open leads per type that wait for something: an owner (the unassigned queue), or a
 * first response past its target. Each count opens the list of them.
 */
export function WaitingPanel({
  kind,
  counts,
  adminRoute,
  now,
}: {
  kind: 'unassigned' | 'late'
  counts: WaitingCount[]
  adminRoute: string
  now: Date
}) {
  const total = counts.reduce((sum, { waiting }) => sum + waiting, 0)
  const { title, empty, query } =
    kind === 'unassigned'
      ? {
          title: 'Unassigned leads',
          empty: 'Every open lead has an owner.',
          query: 'where[owner][exists]=false',
        }
      : {
          title: 'Waiting past their target',
          empty: 'No lead waits past its target for a first response.',
          query: `where[firstResponseAt][exists]=false&where[responseDueAt][less_than_equal]=${encodeURIComponent(now.toISOString())}`,
        }
  return (
    <section className="panel desk" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} className="panel__title">
        {title}
      </h2>
      {total === 0 ? (
        <p className="overview__empty">{empty}</p>
      ) : (
        <ul className="desk__counts">
          {counts
            .filter(({ waiting }) => waiting > 0)
            .map(({ slug, label, waiting }) => (
              <li key={slug}>
                <a href={listUrl(adminRoute, slug, query)}>
                  {label}:{' '}
                  <strong data-testid={`${kind}-${slug}`}>
                    {waiting >= unassignedCountLimit ? `${unassignedCountLimit - 1}+` : waiting}
                  </strong>{' '}
                  waiting
                </a>
              </li>
            ))}
        </ul>
      )}
    </section>
  )
}
