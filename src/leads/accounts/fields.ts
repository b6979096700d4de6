import type { Field } from 'payload'

import { setByTheServer, staffField } from '@/access'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

/**
 * The sender as a person across leads (./person.ts), set as the lead arrives, and the lead's
 * account as its page shows it: its organization (found from the sender's e-mail domain,
 * src/leads/accounts/domains.ts), group and related leads.
 */
export const accountFields: Field[] = [
  {
    name: 'personKey',
    type: 'text',
    index: true,
    access: setByTheServer,
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  },
  {
    name: 'leadAccount',
    type: 'ui',
    admin: {
      position: 'sidebar',
      disableListColumn: true,
      components: { Field: '/src/leads/accounts/LeadAccount#LeadAccount' },
    },
  },
]

/**
 * The organization itself, for staff to correct: at the foot of the page, as the sidebar's
 * Account shows it above (a relationship's select there changed height as the admin started).
 */
export const organizationField = (type: SubmissionTypeOf<SubmissionSlug>): Field => ({
  name: 'organization',
  type: 'relationship',
  relationTo: 'organizations',
  index: true,
  access: { create: staffField(...type.workedBy), update: staffField(...type.workedBy) },
  admin: { description: 'Found from the sender’s e-mail domain as the lead arrived.' },
})

/** The account fields the server or staff set: never what the visitor sent. */
export const accountFieldNames = ['organization', 'personKey']
