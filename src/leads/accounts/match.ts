import type { RoutingTable } from '@/desk/routing/routing-table'
import { domainOf, organizationOfDomain } from './domains'
import { personKeyOf } from '@/lib/mailbox'

/**
 * What a new lead's sender address tells of them, set as it is stored: their organization (by
 * the address's domain, from the routing table's cached organizations: no query per lead) and
 * who they are across leads.
 */
export function accountOfSender(
  email: string,
  table: Pick<RoutingTable, 'organizations'>,
): { organization: number | null; personKey: string | null } {
  return {
    organization: organizationOfDomain(domainOf(email), table.organizations) ?? null,
    personKey: personKeyOf(email),
  }
}
