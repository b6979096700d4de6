import { bulletListField, cardListField } from '@/fields/cards'
import { heroField, sectionHeadingFields } from '@/fields/hero'

import { pageGlobal } from './pageGlobal'

export const HomePage = pageGlobal('home-page', 'Home page', '/', [
  heroField([
    {
      type: 'row',
      fields: [
        { name: 'primaryLabel', type: 'text', required: true, localized: true },
        { name: 'secondaryLabel', type: 'text', required: true, localized: true },
      ],
    },
  ]),
  {
    name: 'flagStrip',
    type: 'group',
    fields: [
      { name: 'label', type: 'text', required: true, localized: true },
      {
        name: 'countries',
        type: 'array',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'name', type: 'text', required: true, localized: true },
              { name: 'code', type: 'text', required: true, admin: { description: 'e.g. ng' } },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'services',
    type: 'group',
    fields: [
      ...sectionHeadingFields(),
      cardListField({
        name: 'cards',
        maxRows: 6,
        extraFields: [bulletListField('features', 'Features', 4)],
      }),
    ],
  },
  { name: 'footprint', label: 'Regional footprint', type: 'group', fields: sectionHeadingFields() },
  {
    name: 'vision',
    label: 'Vision and mission',
    type: 'group',
    fields: [
      ...sectionHeadingFields(),
      { name: 'visionTitle', type: 'text', localized: true },
      { name: 'visionText', type: 'textarea', localized: true },
      { name: 'missionTitle', type: 'text', localized: true },
      { name: 'missionText', type: 'textarea', localized: true },
    ],
  },
  { name: 'contact', type: 'group', fields: sectionHeadingFields() },
])
