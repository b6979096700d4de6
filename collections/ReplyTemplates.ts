import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { worksLeads } from '@/desk/access'
import { placeholderHelp } from '@/desk/replies/placeholders'
import { submissionTypes } from '@/submissions'

/**
 * What a reply from a lead's page starts from: per lead type and language, with placeholders
 * filled in as it is sent. Admins keep them; those who work leads read them.
 */
export const ReplyTemplates: CollectionConfig = {
  slug: 'reply-templates',
  labels: { singular: 'Reply template', plural: 'Reply templates' },
  admin: {
    group: 'Lead desk',
    useAsTitle: 'name',
    defaultColumns: ['name', 'submissionType', 'language'],
    hidden: hiddenUnless(),
  },
  access: { read: worksLeads, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      type: 'row',
      fields: [
        {
          name: 'submissionType',
          label: 'Lead type',
          type: 'select',
          required: true,
          options: submissionTypes.map((type) => ({
            value: type.slug,
            label: type.labels.plural,
          })),
        },
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: 'en',
          options: [
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'French' },
          ],
          admin: { description: 'Offered on leads sent in this language.' },
        },
      ],
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      admin: { description: 'The reference is added to the subject if it is not there.' },
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      admin: { rows: 10, description: placeholderHelp },
    },
  ],
}
