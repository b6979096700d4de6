import type { CollectionConfig } from 'payload'

import { activeJobsOrRecruiters, recruitersOnly } from '@/access'
import { hiddenUnless } from '@/admin/navigation'
import { employmentTypeOptions, toSelectOptions } from '@/lib/content/submission-options'
import { defaultLocale, languageOptions } from '@/lib/site/locales'
import { editedByField } from '@/fields/edited-by'
import { revalidateJobPostings } from '@/server/revalidate'

export const JobPostings: CollectionConfig = {
  slug: 'job-postings',
  labels: { singular: 'Job posting', plural: 'Job postings' },
  admin: {
    group: 'Careers',
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'language',
      'department',
      'location',
      'employmentType',
      'status',
      'createdAt',
    ],
    listSearchableFields: ['title', 'department', 'location'],
    hidden: hiddenUnless('recruiter'),
    components: {
      edit: {
        SaveButton: '/src/admin/job-postings/SaveJobPostingButton#SaveJobPostingButton',
        editMenuItems: ['/src/admin/job-postings/DeleteJobPostingButton#DeleteJobPostingButton'],
      },
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: activeJobsOrRecruiters,
    readVersions: recruitersOnly,
    create: recruitersOnly,
    update: recruitersOnly,
    delete: recruitersOnly,
  },
  // Each save is kept, with who made it: recruiters compare and restore earlier wordings. What
  // visitors see stays the posting's own status (active, inactive, draft).
  versions: { maxPerDoc: 50 },
  hooks: revalidateJobPostings,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: defaultLocale,
      options: languageOptions,
      admin: {
        position: 'sidebar',
        description:
          'The language the posting is written in. Both the English and the French careers pages list it, marked with its language.',
      },
    },
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
      admin: {
        position: 'sidebar',
        description: 'Only active postings appear on the site.',
        components: { Cell: '/src/admin/status/StatusBadge#StatusBadgeCell' },
      },
    },
    editedByField(),
  ],
}
