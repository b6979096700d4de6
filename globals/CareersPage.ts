import { cardListField } from '@/fields/cards'
import { heroField, sectionHeadingFields } from '@/fields/hero'

import { pageGlobal } from './pageGlobal'

export const CareersPage = pageGlobal('careers-page', 'Careers page', '/careers', [
  heroField(),
  {
    name: 'benefits',
    type: 'group',
    fields: [...sectionHeadingFields(), cardListField({ name: 'items', maxRows: 6 })],
  },
  {
    name: 'values',
    type: 'group',
    fields: [...sectionHeadingFields(), cardListField({ name: 'items', maxRows: 4 })],
  },
  { name: 'openPositions', type: 'group', fields: sectionHeadingFields() },
])
