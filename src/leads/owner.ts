import type { RelationshipField } from 'payload'

import { staffField } from '@/access'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { accountsWithRoles } from './access'

/**
 * Who works the lead: set as it is stored, by the routing rules (src/leads/routing.ts), and
 * changed by staff who work its type when they reassign it. Empty while it waits in the
 * unassigned queue.
 */
export const ownerField = (type: SubmissionTypeOf<SubmissionSlug>): RelationshipField => ({
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  filterOptions: () => accountsWithRoles(type.workedBy),
  access: { create: staffField(...type.workedBy), update: staffField(...type.workedBy) },
  admin: {
    position: 'sidebar',
    description: 'Who works this lead. Empty: it waits in the unassigned queue.',
    // In a list, each row's owner is a select that reassigns it (src/leads/reassign).
    components: { Cell: '/src/leads/reassign/OwnerCell#OwnerCell' },
  },
})
