import { bulletListField, cardListField, statListField } from '@/fields/cards'
import { heroField, sectionHeadingFields } from '@/fields/hero'

import { pageGlobal } from './pageGlobal'

export const NetworkPage = pageGlobal('network-page', 'Network page', '/network', [
  heroField(),
  statListField('stats', 'Statistics'),
  {
    name: 'partners',
    label: 'Operator partners',
    type: 'group',
    fields: [
      ...sectionHeadingFields(),
      cardListField({
        name: 'items',
        maxRows: 6,
        extraFields: [bulletListField('countries', 'Countries')],
      }),
    ],
  },
  {
    name: 'infrastructure',
    type: 'group',
    fields: [...sectionHeadingFields(), cardListField({ name: 'items', maxRows: 4 })],
  },
  { name: 'regions', type: 'group', fields: sectionHeadingFields() },
])
