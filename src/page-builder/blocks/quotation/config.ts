import type { Block } from 'payload'

export const quotationBlock: Block = {
  slug: 'quotation',
  labels: { singular: 'Client quotation', plural: 'Client quotations' },
  fields: [
    { name: 'quote', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '33%' } },
        { name: 'role', type: 'text', localized: true, admin: { width: '33%' } },
        { name: 'organization', type: 'text', admin: { width: '33%' } },
      ],
    },
  ],
}
