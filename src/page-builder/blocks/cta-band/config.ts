import type { Block } from 'payload'

import { linkFields } from '@/fields/link'

export const ctaBandBlock: Block = {
  slug: 'ctaBand',
  labels: { singular: 'Call-to-action band', plural: 'Call-to-action bands' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', localized: true },
    linkFields('primary', 'Button', true),
    linkFields('secondary', 'Second button'),
  ],
}
