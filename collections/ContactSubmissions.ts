import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '@/access'
import { consentGivenAtField, submissionKeyField, submissionStatusField } from '@/fields/submission'
import { serviceInterestOptions, toSelectOptions } from '@/lib/submission-options'

export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'companyOperator', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['status', 'createdAt'] }],
  access: {
    create: anyone,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
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
    consentGivenAtField('Privacy consent given at'),
    submissionKeyField(),
  ],
}
