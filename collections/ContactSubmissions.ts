import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access'
import { consentGivenAtField, submissionKeyField, submissionStatusField } from '@/fields/submission'
import { statusActionsField, statusHistoryField } from '@/admin/status/fields'
import { csvExportEndpoint } from '@/lib/csv-export'
import { recordStatusChange, statusHistoryEndpoint } from '@/lib/status-history'
import { serviceInterestOptions, toSelectOptions } from '@/lib/submission-options'

export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  // Worked with one-click status changes: a lock would only let someone freeze that work.
  lockDocuments: false,
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'email',
    defaultColumns: [
      'firstName',
      'lastName',
      'email',
      'companyOperator',
      'status',
      'createdAt',
      'statusActions',
    ],
    listSearchableFields: ['firstName', 'lastName', 'email', 'companyOperator'],
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
    csvExportEndpoint('contact-submissions'),
    statusHistoryEndpoint('contact-submissions'),
  ],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'companyOperator', label: 'Company / Operator', type: 'text' },
      ],
    },
    {
      name: 'serviceInterest',
      type: 'select',
      options: toSelectOptions(serviceInterestOptions),
    },
    { name: 'projectDetails', type: 'textarea', required: true },
    submissionStatusField('contact-submissions'),
    statusActionsField,
    statusHistoryField,
    consentGivenAtField('Privacy consent given at'),
    submissionKeyField(),
  ],
}
