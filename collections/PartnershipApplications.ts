import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '@/access'
import { consentGivenAtField, submissionKeyField, submissionStatusField } from '@/fields/submission'
import { statusActionsField, statusHistoryField } from '@/admin/status/fields'
import { csvExportEndpoint } from '@/lib/csv-export'
import { recordStatusChange, statusHistoryEndpoint } from '@/lib/status-history'
import { followsFormSchema } from '@/lib/submissions/rest-guard'
import { partnershipTypeOptions, toSelectOptions } from '@/lib/submission-options'

export const PartnershipApplications: CollectionConfig = {
  slug: 'partnership-applications',
  labels: { singular: 'Partnership application', plural: 'Partnership applications' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'company',
    defaultColumns: [
      'company',
      'contact',
      'email',
      'partnershipType',
      'status',
      'createdAt',
      'statusActions',
    ],
    listSearchableFields: ['company', 'contact', 'email'],
    components: {
      beforeListTable: ['/src/admin/status/SubmissionListToolbar#SubmissionListToolbar'],
    },
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['status', 'createdAt'] }],
  access: {
    create: anyone,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [followsFormSchema('partnership')],
    afterChange: [recordStatusChange],
  },
  endpoints: [
    csvExportEndpoint('partnership-applications'),
    statusHistoryEndpoint('partnership-applications'),
  ],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text', required: true },
        { name: 'contact', label: 'Contact person', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'phone', type: 'text', required: true },
        { name: 'country', label: 'Country / region', type: 'text', required: true },
      ],
    },
    {
      name: 'partnershipType',
      type: 'select',
      required: true,
      options: toSelectOptions(partnershipTypeOptions),
    },
    { name: 'description', label: 'Company description', type: 'textarea', required: true },
    { name: 'proposal', label: 'Partnership proposal', type: 'textarea', required: true },
    submissionStatusField('partnership-applications'),
    statusActionsField,
    statusHistoryField,
    consentGivenAtField('Terms accepted at'),
    submissionKeyField(),
  ],
}
