import type { ServerProps, TypedUser } from 'payload'

import { cachedRoutingTable } from '@/desk/routing/routing-table'

import { unknownCompanyDomains } from './from-domain'
import './accounts.scss'

/**
 * Above the organizations list: the company domains leads came from that no organization has,
 * each a click from becoming one (its leads linked to it).
 */
export async function UnknownDomains({ payload, user }: ServerProps) {
  // The organizations from the routing table's cached copy: the list renders on every visit.
  const domains = await unknownCompanyDomains(payload, (user as TypedUser | undefined) ?? null, {
    organizations: async () => (await cachedRoutingTable(payload)).organizations,
  })
  if (domains.length === 0) return null
  return (
    <section className="unknown-domains" aria-label="Company domains without an organization">
      <h3 className="unknown-domains__title">Leads from companies not listed yet</h3>
      <ul className="unknown-domains__list">
        {domains.map(({ domain, leads }) => (
          <li key={domain}>
            <form method="post" action={`${payload.config.routes.api}/organizations/from-domain`}>
              <input type="hidden" name="domain" value={domain} />
              <span className="unknown-domains__domain">{domain}</span>
              <span className="unknown-domains__leads">
                {leads === 1 ? '1 lead' : `${leads} leads`}
              </span>
              <button type="submit" className="btn btn--style-secondary btn--size-small">
                Create organization
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  )
}
