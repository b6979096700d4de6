import type { CollectionConfig } from 'payload'

import { leadTitleField, personNameRow, visitorEmailField } from './submissions/fields'
import { choiceField, submissionCollection } from './submissions/collection'
import { contact } from '@/submissions/contact/definition'

export const ContactSubmissions: CollectionConfig = submissionCollection(contact, {
  fields: [
    leadTitleField(),
    personNameRow(),
    {
      type: 'row',
      fields: [
        visitorEmailField(),
        { name: 'companyOperator', label: 'Company / Operator', type: 'text' },
      ],
    },
    choiceField(contact, 'serviceInterest', { required: false }),
    { name: 'message', type: 'textarea', required: true },
  ],
})
