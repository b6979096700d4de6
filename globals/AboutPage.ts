import { cardListField, statListField } from '@/fields/cards'
import { heroField, sectionHeadingFields } from '@/fields/hero'

import { pageGlobal } from './pageGlobal'

export const AboutPage = pageGlobal('about-page', 'About page', '/about', [
  heroField(),
  statListField('stats', 'Stats'),
  {
    name: 'story',
    type: 'group',
    fields: [
      { name: 'heading', type: 'text', localized: true },
      {
        name: 'paragraphs',
        type: 'array',
        fields: [{ name: 'text', type: 'textarea', required: true, localized: true }],
      },
    ],
  },
  {
    name: 'strengths',
    type: 'group',
    fields: [...sectionHeadingFields(), cardListField({ name: 'items', maxRows: 6 })],
  },
  { name: 'journey', type: 'group', fields: sectionHeadingFields() },
  {
    name: 'visionMission',
    type: 'group',
    fields: [
      { name: 'visionTitle', type: 'text', localized: true },
      { name: 'visionText', type: 'textarea', localized: true },
      { name: 'missionTitle', type: 'text', localized: true },
      { name: 'missionText', type: 'textarea', localized: true },
    ],
  },
])
