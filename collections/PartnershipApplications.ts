import type { CollectionConfig } from 'payload'

import { countryCodeField, leadTitleField, visitorEmailField } from '@/fields/submission'
import { choiceField, submissionCollection } from './submissions/collection'
import { partnership } from '@/submissions/partnership/definition'
import { phoneLinkComponents } from '@/leads/contact-links/fields'

export const PartnershipApplications: CollectionConfig = submissionCollection(partnership, {
  fields: [
    leadTitleField(),
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text', required: true },
        { name: 'contact', label: 'Contact person', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        visitorEmailField(),
        {
          name: 'phone',
          type: 'text',
          required: true,
          admin: { components: phoneLinkComponents },
        },
        { name: 'country', label: 'Country / region', type: 'text', required: true },
        countryCodeField(),
      ],
    },
    choiceField(partnership, 'partnershipType'),
    { name: 'description', label: 'Company description', type: 'textarea', required: true },
    { name: 'proposal', label: 'Partnership proposal', type: 'textarea', required: true },
  ],
})
