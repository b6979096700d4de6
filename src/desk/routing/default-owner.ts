import type { RelationshipField } from 'payload'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { accountsWithRoles } from '../access'

/**
 * Site settings → Lead desk: who takes a type's leads that no routing rule matches (routing.ts),
 * when available; none leaves them to the unassigned queue and the admins' digest.
 */
export const defaultOwnerField = (
  type: SubmissionTypeOf<SubmissionSlug>,
  name: string,
): RelationshipField => ({
  name,
  label: 'When no rule matches',
  type: 'relationship',
  relationTo: 'users',
  filterOptions: () => accountsWithRoles(type.workedBy),
  admin: {
    description: 'Takes these leads when available; none: the unassigned queue.',
  },
})
