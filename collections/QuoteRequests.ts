import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access'
import { consentGivenAtField, submissionKeyField, submissionStatusField } from '@/fields/submission'
import { statusActionsField, statusHistoryField } from '@/admin/status/fields'
import { csvExportEndpoint } from '@/lib/csv-export'
import { recordStatusChange, statusHistoryEndpoint } from '@/lib/status-history'
import {
  quoteBudgetOptions,
  quoteServiceTypeOptions,
  quoteTimelineOptions,
  toSelectOptions,
} from '@/lib/submission-options'

export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  // Worked with one-click status changes: a lock would only let someone freeze that work.
  lockDocuments: false,
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'companyName',
    defaultColumns: [
      'companyName',
      'contactName',
      'email',
      'serviceType',
      'status',
      'createdAt',
      'statusActions',
    ],
    listSearchableFields: ['companyName', 'contactName', 'email'],
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
  endpoints: [csvExportEndpoint('quote-requests'), statusHistoryEndpoint('quote-requests')],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'companyName', type: 'text', required: true },
        { name: 'contactName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'country', type: 'text', required: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'serviceType',
          type: 'select',
          required: true,
          options: toSelectOptions(quoteServiceTypeOptions),
        },
        {
          name: 'timeline',
          type: 'select',
          required: true,
          options: toSelectOptions(quoteTimelineOptions),
        },
        {
          name: 'budget',
          type: 'select',
          required: true,
          options: toSelectOptions(quoteBudgetOptions),
        },
      ],
    },
    { name: 'projectDescription', type: 'textarea', required: true },
    submissionStatusField('quote-requests'),
    statusActionsField,
    statusHistoryField,
    consentGivenAtField('Terms accepted at'),
    submissionKeyField(),
  ],
}
