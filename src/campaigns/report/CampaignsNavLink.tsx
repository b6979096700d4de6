import type { ServerProps } from 'payload'

import { campaignsPath } from '@/lib/admin/navigation'
import { NavGroupLink } from '@/lib/admin/NavGroupLink'
import { typesOfDesk } from '@/desk/queues'

/** The navigation's link to the campaign report, for staff who work leads. */
export function CampaignsNavLink({ user }: ServerProps) {
  if (typesOfDesk(user ?? null).length === 0) return null
  return (
    <NavGroupLink
      group="Marketing"
      links={[{ label: 'Campaigns', path: campaignsPath, id: 'nav-campaigns' }]}
    />
  )
}
