import type { Payload, TypedUser } from 'payload'

import type { StaffRole } from '@/access/roles'
import type { Viewer } from '@/admin/dashboard/data'

/** A signed-in user as Payload's access checks see one: only `roles` (and `id`) count. */
export const signedInAs = (roles: StaffRole[], id = 0) =>
  ({ id, collection: 'users', roles }) as unknown as TypedUser

/** Who opens the Overview: the run's Payload and a user holding `roles`. */
export const viewerWith = (payload: Payload, roles: StaffRole[]): Viewer => ({
  payload,
  user: signedInAs(roles),
})
