import type { Block } from 'payload'

import { linkFields } from '@/fields/link'

export const heroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'eyebrow',
      type: 'text',
      localized: true,
      admin: { description: 'A short label above the heading.' },
    },
    {
      name: 'heading',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: "The page's main heading." },
    },
    { name: 'text', type: 'textarea', localized: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown beside the heading on wide screens, under it on phones.' },
    },
    linkFields('cta', 'Button'),
  ],
}
