import type { CollectionConfig } from 'payload'

import { countryCodeField, leadTitleField, visitorEmailField } from './submissions/fields'
import { choiceField, submissionCollection } from './submissions/collection'
import { partnership } from '@/submissions/partnership/definition'
import { phoneLinkComponents } from '@/desk/contact-links/fields'

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
