import type { CollectionConfig } from 'payload'

import { leadTitleField, visitorEmailField } from './submissions/fields'
import { choiceField, submissionCollection } from './submissions/collection'
import { quote } from '@/submissions/quote/definition'
import { phoneLinkComponents } from '@/desk/contact-links/fields'

export const QuoteRequests: CollectionConfig = submissionCollection(quote, {
  fields: [
    leadTitleField(),
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
        visitorEmailField(),
        choiceField(quote, 'country'),
        {
          name: 'phone',
          type: 'text',
          required: true,
          admin: { components: phoneLinkComponents },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        choiceField(quote, 'serviceType'),
        choiceField(quote, 'timeline'),
        choiceField(quote, 'budget'),
      ],
    },
    { name: 'projectDescription', type: 'textarea', required: true },
  ],
})
