import type { CollectionConfig } from 'payload'

import { applicationDocumentsField } from '@/admin/career-applications/fields'
import { deleteApplicationFiles } from '@/submissions/job-application/files/rows'
import { personNameRow, visitorEmailField } from '@/fields/submission'
import { choiceField, submissionCollection } from '@/submissions/collection'
import { jobApplication } from '@/submissions/job-application/definition'

export const CareerApplications: CollectionConfig = submissionCollection(jobApplication, {
  fields: [
    personNameRow(),
    {
      type: 'row',
      fields: [
        visitorEmailField(),
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
        choiceField(jobApplication, 'experience', { label: 'Years of experience' }),
        choiceField(jobApplication, 'availability'),
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
  ],
  sidebar: [applicationDocumentsField],
  afterDelete: [deleteApplicationFiles],
})
