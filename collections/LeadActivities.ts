import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { userHasRole } from '@/access/roles'
import { activityKinds } from '@/leads/timeline/kinds'
import { submissionStatuses, readBySubmissionTypeWorked } from '@/submissions'

/**
 * What happened to a lead besides its status changes (those are `status-changes`): assignments,
 * staff notes, logged calls and messages, e-mails sent and received, reminders and escalations.
 * Written only by the server: the lead's timeline endpoint for what staff add
 * (src/leads/timeline), routing and reassigning for owners. Read by those who work the lead's type.
 */
export const LeadActivities: CollectionConfig = {
  slug: 'lead-activities',
  lockDocuments: false,
  labels: { singular: 'Lead activity', plural: 'Lead activities' },
  admin: { group: 'Lead desk', hidden: true },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['submissionCollection', 'submissionId', 'createdAt'] }],
  access: {
    read: readBySubmissionTypeWorked,
    create: nobody,
    update: nobody,
    delete: ({ req }) => userHasRole(req.user, 'admin'),
  },
  fields: [
    {
      name: 'submissionCollection',
      type: 'select',
      required: true,
      options: Object.keys(submissionStatuses),
    },
    { name: 'submissionId', type: 'number', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: activityKinds.map(({ value, label }) => ({ value, label })),
    },
    { name: 'author', type: 'relationship', relationTo: 'users' },
    // For an assignment: the new owner (none: back to the unassigned queue).
    { name: 'owner', type: 'relationship', relationTo: 'users' },
    { name: 'text', type: 'textarea' },
    // For an e-mail: its subject, the visitor's address, and its Message-ID (an answer's
    // In-Reply-To names it).
    { name: 'subject', type: 'text' },
    { name: 'emailAddress', type: 'text' },
    { name: 'messageId', type: 'text', index: true },
    { name: 'mentions', type: 'relationship', relationTo: 'users', hasMany: true },
  ],
}
