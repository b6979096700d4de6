import type { ServerProps } from 'payload'

import { typesOfDesk } from '../queues'
import { MyWorkNavLinkClient } from './MyWorkNavLink'

/** My work in the navigation, above the collections, for staff who work the desk. */
export function MyWorkNavLink({ user }: ServerProps) {
  if (typesOfDesk(user ?? null).length === 0) return null
  return <MyWorkNavLinkClient />
}
