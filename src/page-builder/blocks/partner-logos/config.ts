import { validLinkTarget } from '@/fields/link'

import { section } from '../section'

export const partnerLogosBlock = section(
  'partnerLogos',
  { singular: 'Partner logos', plural: 'Partner logos' },
  [
    {
      name: 'logos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '33%' } },
            {
              name: 'logo',
              type: 'upload',
              relationTo: 'media',
              required: true,
              admin: { width: '33%' },
            },
            {
              name: 'url',
              type: 'text',
              admin: { width: '33%', description: 'Optional: https://…' },
              validate: (value: null | string | undefined) =>
                !value || value.startsWith('https://')
                  ? validLinkTarget(value)
                  : 'Write a full address that starts with https://.',
            },
          ],
        },
      ],
    },
  ],
)
