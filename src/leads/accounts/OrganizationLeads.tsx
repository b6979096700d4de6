import type { UIFieldServerProps } from 'payload'

import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'

import { RelatedLeadList } from './RelatedLeadList'
import { leadsOfOrganization } from './rollups'
import './accounts.scss'

/** An organization's leads, its country companies' included, newest first. */
export async function OrganizationLeads({ id, payload, req }: UIFieldServerProps) {
  if (id === undefined) return null
  const zone = await readerTimeZoneOfThisRender(payload)
  const related = await leadsOfOrganization(req, Number(id), null, {
    withCompanies: true,
    limit: 25,
  })
  return (
    <RelatedLeadList
      title="Leads"
      empty="No lead from this organization or its companies yet."
      related={related}
      zone={zone}
      adminRoute={payload.config.routes.admin}
      showOrganization
    />
  )
}
