import type { ServerProps } from 'payload'

import { userHasRole } from '@/access/roles'
import { dataRequestsPath } from '@/lib/admin/navigation'
import { NavGroupLink } from '@/lib/admin/NavGroupLink'

/** The navigation's "Data protection" group, shown to admins only. */
export function DataRequestsNavLink({ user }: ServerProps) {
  if (!userHasRole(user, 'admin')) return null
  return (
    <NavGroupLink
      group="Data protection"
      links={[{ label: 'Data requests', path: dataRequestsPath, id: 'nav-data-requests' }]}
    />
  )
}
