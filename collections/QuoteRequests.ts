import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '@/access'
import { consentGivenAtField, submissionKeyField, submissionStatusField } from '@/fields/submission'
import { statusActionsField, statusHistoryField } from '@/admin/status/fields'
import { csvExportEndpoint } from '@/lib/csv-export'
import { recordStatusChange, statusHistoryEndpoint } from '@/lib/status-history'
import { followsFormSchema } from '@/lib/submissions/rest-guard'
import {
  quoteBudgetOptions,
  quoteServiceTypeOptions,
  quoteTimelineOptions,
  toSelectOptions,
} from '@/lib/submission-options'

export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
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
  access: {
    create: anyone,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [followsFormSchema('quote')],
    afterChange: [recordStatusChange],
  },
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
