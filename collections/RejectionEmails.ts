import type { CollectionConfig } from 'payload'

import { nobody, recruitersOnly } from '@/access'
import { languageOptions } from '@/lib/site/locales'

/**
 * A job application's rejection e-mail, scheduled when it is rejected and sent after the delay of
 * Site settings unless cancelled first (src/recruiting/messages/rejection.ts). Written by the
 * desk alone; recruiters and admins read them.
 */
export const RejectionEmails: CollectionConfig = {
  slug: 'rejection-emails',
  labels: { singular: 'Rejection e-mail', plural: 'Rejection e-mails' },
  lockDocuments: false,
  admin: {
    group: 'Recruiting',
    useAsTitle: 'messageId',
    defaultColumns: ['application', 'state', 'dueAt', 'reason', 'language'],
    hidden: true,
  },
  access: { read: recruitersOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'career-applications',
      // Emptied when the application is erased: one still waiting is then never sent.
      index: true,
    },
    {
      name: 'state',
      label: 'State',
      type: 'select',
      required: true,
      defaultValue: 'scheduled',
      index: true,
      options: [
        { value: 'scheduled', label: 'Scheduled' },
        { value: 'sent', label: 'Sent' },
        { value: 'cancelled', label: 'Cancelled' },
      ],
    },
    { name: 'dueAt', label: 'Sent at the earliest', type: 'date', required: true, index: true },
    { name: 'reason', label: 'Rejection reason', type: 'text' },
    { name: 'language', type: 'select', required: true, options: languageOptions },
    { name: 'previousStatus', label: 'Previous status', type: 'text' },
    { name: 'previousStage', label: 'Previous stage', type: 'text' },
    { name: 'messageId', label: 'Message-ID', type: 'text', required: true, unique: true },
    { name: 'scheduledBy', label: 'Scheduled by', type: 'relationship', relationTo: 'users' },
    { name: 'cancelledBy', label: 'Cancelled by', type: 'relationship', relationTo: 'users' },
    { name: 'sentAt', label: 'Sent at', type: 'date' },
  ],
}
