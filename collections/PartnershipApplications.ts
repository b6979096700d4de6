import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access'
import { consentGivenAtField, submissionKeyField, submissionStatusField } from '@/fields/submission'
import { statusActionsField, statusHistoryField } from '@/admin/status/fields'
import { csvExportEndpoint } from '@/lib/csv-export'
import { recordStatusChange, statusHistoryEndpoint } from '@/lib/status-history'
import { partnershipTypeOptions, toSelectOptions } from '@/lib/submission-options'

export const PartnershipApplications: CollectionConfig = {
  slug: 'partnership-applications',
  // Worked with one-click status changes: a lock would only let someone freeze that work.
  lockDocuments: false,
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
  // Visitors send these through the form (src/lib/submissions), its one public write path, which
  // stores them with access overridden; through REST only admins create one, e.g. a phone enquiry.
  access: {
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { afterChange: [recordStatusChange] },
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
