import type { CollectionConfig } from 'payload'

import { recruitersOnly } from '@/access'
import { consentGivenAtField, submissionKeyField, submissionStatusField } from '@/fields/submission'
import { applicationDocumentsField } from '@/admin/career-applications/fields'
import { deleteApplicationFiles } from '@/lib/application-files/rows'
import { statusActionsField, statusHistoryField } from '@/admin/status/fields'
import { csvExportEndpoint } from '@/lib/csv-export'
import { recordStatusChange, statusHistoryEndpoint } from '@/lib/status-history'
import { availabilityOptions, experienceOptions, toSelectOptions } from '@/lib/submission-options'

export const CareerApplications: CollectionConfig = {
  slug: 'career-applications',
  // Worked with one-click status changes: a lock would only let someone freeze that work.
  lockDocuments: false,
  labels: { singular: 'Career application', plural: 'Career applications' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'email',
    defaultColumns: [
      'firstName',
      'lastName',
      'email',
      'position',
      'status',
      'createdAt',
      'statusActions',
    ],
    listSearchableFields: ['firstName', 'lastName', 'email', 'position'],
    components: {
      beforeListTable: ['/src/admin/status/SubmissionListToolbar#SubmissionListToolbar'],
    },
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['status', 'createdAt'] }],
  // Visitors apply through the form, which checks each file by its content; through REST only
  // recruiters and admins create one.
  access: {
    create: recruitersOnly,
    read: recruitersOnly,
    update: recruitersOnly,
    delete: recruitersOnly,
  },
  hooks: { afterChange: [recordStatusChange], afterDelete: [deleteApplicationFiles] },
  endpoints: [
    csvExportEndpoint('career-applications'),
    statusHistoryEndpoint('career-applications'),
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
        { name: 'phone', type: 'text', required: true },
        { name: 'location', label: 'Current location', type: 'text', required: true },
      ],
    },
    { name: 'linkedin', label: 'LinkedIn profile', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'position', label: 'Position applied for', type: 'text', required: true },
        {
          name: 'job',
          type: 'relationship',
          relationTo: 'job-postings',
          admin: { description: 'The posting the visitor applied from, if any.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salary', label: 'Expected salary (USD)', type: 'number', min: 0 },
        {
          name: 'experience',
          label: 'Years of experience',
          type: 'select',
          required: true,
          options: toSelectOptions(experienceOptions),
        },
        {
          name: 'availability',
          type: 'select',
          required: true,
          options: toSelectOptions(availabilityOptions),
        },
      ],
    },
    { name: 'summary', label: 'Professional summary', type: 'textarea', required: true },
    { name: 'skills', label: 'Key skills', type: 'textarea', required: true },
    { name: 'motivation', label: 'Why do you want to join us?', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'resume', type: 'upload', relationTo: 'application-files', required: true },
        { name: 'coverLetter', type: 'upload', relationTo: 'application-files' },
      ],
    },
    { name: 'additionalInfo', label: 'Additional information', type: 'textarea' },
    {
      name: 'updates',
      label: 'Wants news of future openings',
      type: 'checkbox',
      defaultValue: false,
    },
    applicationDocumentsField,
    submissionStatusField('career-applications', ['recruiter']),
    statusActionsField,
    statusHistoryField,
    consentGivenAtField('Terms accepted at'),
    submissionKeyField(),
  ],
}
