import { bulletListField, cardListField } from '@/fields/cards'
import { heroField, sectionHeadingFields } from '@/fields/hero'

import { pageGlobal } from './pageGlobal'

export const PartnershipPage = pageGlobal('partnership-page', 'Partnership page', '/partnership', [
  heroField(),
  {
    name: 'models',
    label: 'Partnership models',
    type: 'group',
    fields: [
      ...sectionHeadingFields(),
      cardListField({
        name: 'items',
        maxRows: 4,
        extraFields: [bulletListField('benefits', 'Benefits')],
      }),
    ],
  },
  {
    name: 'requirements',
    type: 'group',
    fields: [...sectionHeadingFields(), bulletListField('items', 'Requirements', 6)],
  },
  {
    name: 'application',
    type: 'group',
    fields: [
      ...sectionHeadingFields(),
      { name: 'reviewTime', type: 'text', required: true, localized: true },
      { name: 'quoteLinkLabel', type: 'text', localized: true },
    ],
  },
])
