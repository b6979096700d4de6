import type { CollectionConfig } from 'payload'

import { redirectRenamedSlug } from './Redirects'

import { trackingFrench } from '@/admin/translations/missing-french'

import { hiddenUnless } from '@/lib/admin/navigation'
import { bulletListField, cardListField } from '@/fields/cards'
import { iconField } from '@/fields/icon'
import { slugField } from '@/fields/slug'
import { documentPaths } from '@/lib/site/document-path'
import { withDrafts } from '@/publishing/drafts'
import { revalidateProduct } from '@/publishing/revalidate'
import { quoteServiceTypeOptions } from '@/lib/content/submission-options'

export const Products: CollectionConfig = withDrafts(
  trackingFrench({
    slug: 'products',
    labels: { singular: 'Product', plural: 'Products' },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'order', 'updatedAt'],
      hidden: hiddenUnless('editor'),
    },
    defaultSort: 'order',
    hooks: {
      ...revalidateProduct,
      afterChange: [...revalidateProduct.afterChange, redirectRenamedSlug('products')],
    },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      slugField(),
      {
        type: 'row',
        fields: [
          iconField(),
          {
            name: 'order',
            type: 'number',
            defaultValue: 0,
            admin: { width: '33%', description: 'Position in menus and lists, lowest first.' },
          },
        ],
      },
      {
        name: 'tagline',
        type: 'text',
        localized: true,
        admin: { description: 'One line under the title.' },
      },
      {
        name: 'summary',
        type: 'textarea',
        required: true,
        localized: true,
        admin: { description: 'Short text for cards and the products menu.' },
      },
      { name: 'description', type: 'textarea', required: true, localized: true },
      {
        name: 'quoteService',
        label: 'Service a quote asks for',
        type: 'select',
        options: quoteServiceTypeOptions.map(({ value, label }) => ({ value, label })),
        admin: {
          description:
            'The page’s Get Quote opens the quote form with this service chosen. Empty: none chosen.',
        },
      },
      cardListField({ name: 'features', label: 'Features' }),
      bulletListField('benefits', 'Benefits'),
      {
        name: 'sections',
        label: 'Detail sections',
        type: 'array',
        admin: {
          initCollapsed: true,
          description: 'Product-specific sections, e.g. the VAS services or the chatbot use cases.',
        },
        fields: [
          { name: 'heading', type: 'text', required: true, localized: true },
          { name: 'intro', type: 'textarea', localized: true },
          cardListField({ name: 'items', label: 'Items' }),
        ],
      },
      {
        name: 'externalLink',
        type: 'group',
        admin: { description: 'Optional link to an external site; opens in a new tab.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'label', type: 'text', localized: true },
              {
                name: 'url',
                type: 'text',
                validate: (value: null | string | undefined) =>
                  !value || /^https:\/\/\S+$/.test(value) ? true : 'Enter a full https:// address.',
              },
            ],
          },
        ],
      },
    ],
  }),
  ({ slug }) => documentPaths.products(String(slug ?? '')),
)
