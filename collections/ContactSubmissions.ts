import type { CollectionConfig } from 'payload'

import { serviceInterestOptions, toSelectOptions } from '@/lib/content/submission-options'
import { personNameRow, visitorEmailField } from '@/fields/submission'
import { submissionCollection } from '@/submissions/collection'
import { contact } from '@/submissions/contact/definition'

export const ContactSubmissions: CollectionConfig = submissionCollection(contact, {
  fields: [
    personNameRow(),
    {
      type: 'row',
      fields: [
        visitorEmailField(),
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
