import { heroField, sectionHeadingFields } from '@/fields/hero'

import { pageGlobal } from './pageGlobal'

export const ProductsServicesPage = pageGlobal(
  'products-services-page',
  'Products & services page',
  '/products-services',
  [
    heroField(),
    { name: 'catalogue', type: 'group', fields: sectionHeadingFields() },
    {
      name: 'callToAction',
      type: 'group',
      fields: [
        ...sectionHeadingFields(),
        {
          type: 'row',
          fields: [
            { name: 'quoteLabel', type: 'text', required: true, localized: true },
            { name: 'partnerLabel', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
  ],
)
