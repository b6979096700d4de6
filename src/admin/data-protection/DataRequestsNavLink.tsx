import type { ServerProps } from 'payload'

import { userHasRole } from '@/access/roles'

import { DataRequestsNavGroup } from './DataRequestsNavGroup'

/** The navigation's "Data protection" group, shown to admins only. */
export function DataRequestsNavLink({ user }: ServerProps) {
  if (!userHasRole(user, 'admin')) return null
  return <DataRequestsNavGroup />
}
