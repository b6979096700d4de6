import type { CollectionConfig } from 'payload'

import { hiddenUnless } from '@/lib/admin/navigation'
import { revalidateReplyTemplates } from '@/publishing/revalidate'
import { placeholderHelp } from '@/desk/replies/placeholders'
import {
  candidatePlaceholderHelp,
  jobApplicationSlug,
  templatePurposes,
} from '@/recruiting/messages/purposes'
import {
  changesOwnTemplates,
  createsOwnTemplates,
  readsTemplatesOfOwnTypes,
  setsTemplateType,
} from '@/recruiting/messages/template-access'
import { submissionTypes } from '@/submissions'

/**
 * What a reply from a lead's page starts from: per lead type and language, with placeholders
 * filled in as it is sent. Admins keep them, recruiters the job applications' too; those who work
 * a type read its own. A job application's template has a purpose: the acknowledgement sent on
 * arrival, the interview invitation, a rejection (per reason, or general) or the offer
 * (src/recruiting/messages).
 */
export const ReplyTemplates: CollectionConfig = {
  slug: 'reply-templates',
  labels: { singular: 'Reply template', plural: 'Reply templates' },
  admin: {
    group: 'Lead desk',
    useAsTitle: 'name',
    defaultColumns: ['name', 'submissionType', 'purpose', 'language'],
    hidden: hiddenUnless('recruiter'),
  },
  hooks: revalidateReplyTemplates,
  access: {
    read: readsTemplatesOfOwnTypes,
    create: createsOwnTemplates,
    update: changesOwnTemplates,
    delete: changesOwnTemplates,
  },
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
          access: { update: setsTemplateType },
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
      type: 'row',
      admin: { condition: (data) => data?.submissionType === jobApplicationSlug },
      fields: [
        {
          name: 'purpose',
          label: 'Purpose',
          type: 'select',
          options: [...templatePurposes],
          admin: {
            description:
              'What it is for: the acknowledgement is sent on arrival, a rejection after its delay; the others are offered in the reply box.',
          },
        },
        {
          name: 'rejectionReason',
          label: 'Rejection reason',
          type: 'text',
          maxLength: 120,
          admin: {
            condition: (data) => data?.purpose === 'rejection',
            description:
              'The reason it is sent for, in English as the reasons list names it. Leave empty for the general rejection, sent for any reason without a template of its own.',
          },
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
      admin: { rows: 10, description: `${placeholderHelp} ${candidatePlaceholderHelp}` },
    },
  ],
}
