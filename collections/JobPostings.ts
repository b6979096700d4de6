import type { CollectionConfig } from 'payload'

import { activeJobsOrRecruiters, recruitersOnly } from '@/access'
import { employmentTypeOptions, toSelectOptions } from '@/lib/submission-options'

export const JobPostings: CollectionConfig = {
  slug: 'job-postings',
  labels: { singular: 'Job posting', plural: 'Job postings' },
  admin: {
    group: 'Careers',
    useAsTitle: 'title',
    defaultColumns: ['title', 'department', 'location', 'employmentType', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: {
    read: activeJobsOrRecruiters,
    create: recruitersOnly,
    update: recruitersOnly,
    delete: recruitersOnly,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'department', type: 'text', required: true },
        { name: 'location', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'employmentType',
          type: 'select',
          required: true,
          defaultValue: 'full-time',
          options: toSelectOptions(employmentTypeOptions),
        },
        {
          name: 'salaryRange',
          type: 'text',
          admin: { description: 'Optional, e.g. "$40,000 - $55,000"' },
        },
      ],
    },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'requirements',
      type: 'textarea',
      required: true,
      admin: { description: 'One requirement per line.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
        { value: 'draft', label: 'Draft' },
      ],
      admin: { position: 'sidebar', description: 'Only active postings appear on the site.' },
    },
  ],
}
