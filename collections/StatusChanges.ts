import type { CollectionConfig } from 'payload'

import { submissionStatuses } from '@/submissions'
import { statusLabels } from '@/desk/status/workflow'
import { submissionRecordAccess, submissionRecordFields } from '@/submissions/records'

const allStatuses = [...new Set(Object.values(submissionStatuses).flat())]

/**
 * The audit trail of submissions' statuses: who moved which submission from what to what, and
 * when. Written only by the server when a status changes; nobody can edit or forge it.
 */
export const StatusChanges: CollectionConfig = {
  slug: 'status-changes',
  lockDocuments: false,
  labels: { singular: 'Status change', plural: 'Status changes' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'submissionLabel',
    defaultColumns: ['submissionLabel', 'fromStatus', 'toStatus', 'changedBy', 'createdAt'],
    hidden: true,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['submissionCollection', 'submissionId'] }],
  access: submissionRecordAccess,
  fields: [
    ...submissionRecordFields,
    { name: 'submissionLabel', type: 'text' },
    {
      name: 'fromStatus',
      type: 'select',
      options: allStatuses.map((value) => ({ value, label: statusLabels[value] ?? value })),
    },
    {
      name: 'toStatus',
      type: 'select',
      required: true,
      options: allStatuses.map((value) => ({ value, label: statusLabels[value] ?? value })),
    },
    {
      // A move between the finer stages a feature gives a type (a posting's pipeline), with
      // the names they had then: a stage renamed later does not rewrite the history.
      name: 'stageMove',
      type: 'json',
    },
    { name: 'changedBy', type: 'relationship', relationTo: 'users' },
  ],
}
