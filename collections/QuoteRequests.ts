import type { CollectionConfig } from 'payload'

import {
  quoteBudgetOptions,
  quoteServiceTypeOptions,
  quoteTimelineOptions,
  toSelectOptions,
} from '@/lib/content/submission-options'
import { visitorEmailField } from '@/fields/submission'
import { submissionCollection } from '@/submissions/collection'
import { quote } from '@/submissions/quote/definition'

export const QuoteRequests: CollectionConfig = submissionCollection(quote, {
  fields: [
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
        { name: 'country', type: 'text', required: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'serviceType',
          type: 'select',
          required: true,
          options: toSelectOptions(quoteServiceTypeOptions),
        },
        {
          name: 'timeline',
          type: 'select',
          required: true,
          options: toSelectOptions(quoteTimelineOptions),
        },
        {
          name: 'budget',
          type: 'select',
          required: true,
          options: toSelectOptions(quoteBudgetOptions),
        },
      ],
    },
    { name: 'projectDescription', type: 'textarea', required: true },
  ],
})
