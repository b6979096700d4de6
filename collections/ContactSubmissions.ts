import type { CollectionConfig } from 'payload'

import { serviceInterestOptions, toSelectOptions } from '@/lib/content/submission-options'
import { submissionCollection } from '@/submissions/collection'
import { contact } from '@/submissions/contact/definition'

export const ContactSubmissions: CollectionConfig = submissionCollection(contact, {
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
  ],
})
