import type { Field, RelationshipField } from 'payload'

import { setByTheServer, staffField } from '@/access'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { accountsWithRoles } from './access'

/**
 * Who works the lead: set as it is stored, by the routing rules (src/desk/routing/routing.ts), and
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
    // In a list, each row's owner is a select that reassigns it (src/desk/reassign).
    components: { Cell: '/src/desk/reassign/OwnerCell#OwnerCell' },
  },
})

/**
 * How routing assigned the lead as it arrived: the account it went to and the rule that sent it
 * there (none when the form named the owner, e.g. a job posting's). The timeline shows them as the
 * lead's first assignment; later ones are timeline entries. Kept on the lead's own row, written in
 * the same INSERT: an entry row of its own per new lead cost a few percent of the form's
 * throughput. The account is an id without a foreign key, so that storing a lead locks its
 * owner's account row once, for `owner`.
 */
export const routingFields: Field[] = [
  { name: 'routedTo', type: 'number', access: setByTheServer, admin: { hidden: true } },
  { name: 'routingRule', type: 'text', access: setByTheServer, admin: { hidden: true } },
]
