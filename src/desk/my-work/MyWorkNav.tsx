import type { ServerProps } from 'payload'

import { boardPath, myWorkPath } from '@/lib/admin/navigation'
import { NavGroupLink } from '@/lib/admin/NavGroupLink'

import { typesOfDesk } from '../queues'

/** My work and the board, first in the navigation, for staff who work the desk. */
export function MyWorkNavLink({ user }: ServerProps) {
  if (typesOfDesk(user ?? null).length === 0) return null
  return (
    <NavGroupLink
      links={[
        { label: { en: 'My work', fr: 'Mon travail' }, path: myWorkPath, id: 'nav-my-work' },
        { label: { en: 'Board', fr: 'Tableau' }, path: boardPath, id: 'nav-board' },
      ]}
    />
  )
}
