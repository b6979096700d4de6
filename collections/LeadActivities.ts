import type { CollectionConfig } from 'payload'

import { activityKinds } from '@/desk/timeline/kinds'
import { submissionRecordAccess, submissionRecordFields } from '@/submissions/records'

/**
 * What happened to a lead besides its status changes (those are `status-changes`): assignments,
 * staff notes, logged calls and messages, e-mails sent and received, reminders and escalations.
 * Written only by the server: the lead's timeline endpoint for what staff add
 * (src/desk/timeline), routing and reassigning for owners. Read by those who work the lead's type.
 */
export const LeadActivities: CollectionConfig = {
  slug: 'lead-activities',
  lockDocuments: false,
  labels: { singular: 'Lead activity', plural: 'Lead activities' },
  admin: { group: 'Lead desk', hidden: true },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['submissionCollection', 'submissionId', 'createdAt'] }],
  access: submissionRecordAccess,
  fields: [
    ...submissionRecordFields,
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
    // For an e-mail sent: its sender as the From header names them, its copies, and its HTML
    // (sanitized before it was sent; `text` is its plain-text part).
    { name: 'fromAddress', label: 'From', type: 'text' },
    { name: 'cc', label: 'CC', type: 'text' },
    { name: 'bcc', label: 'BCC', type: 'text' },
    { name: 'html', label: 'HTML', type: 'textarea' },
    { name: 'messageId', type: 'text', index: true },
    { name: 'mentions', type: 'relationship', relationTo: 'users', hasMany: true },
    // For an e-mail received: the attachments kept (those over the limits stay in the mailbox);
    // for one sent, the lead's files that went with it.
    { name: 'files', type: 'upload', relationTo: 'answer-files', hasMany: true },
  ],
}
