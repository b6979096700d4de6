import type { CollectionConfig } from 'payload'

import { redirectRenamedSlug } from './Redirects'

import { trackingFrench } from '@/admin/translations/missing-french'

import { hiddenUnless } from '@/lib/admin/navigation'
import { bulletListField, cardListField, statListField } from '@/fields/cards'
import { slugField } from '@/fields/slug'
import { documentPaths } from '@/lib/site/document-path'
import { withDrafts } from '@/publishing/drafts'
import { revalidateRegion } from '@/publishing/revalidate'

export const Regions: CollectionConfig = withDrafts(
  trackingFrench({
    slug: 'regions',
    labels: { singular: 'Region', plural: 'Regions' },
    admin: {
      group: 'Content',
      useAsTitle: 'name',
      defaultColumns: ['name', 'slug', 'order'],
      hidden: hiddenUnless('editor'),
    },
    defaultSort: 'order',
    hooks: {
      ...revalidateRegion,
      afterChange: [...revalidateRegion.afterChange, redirectRenamedSlug('regions')],
    },
    fields: [
      { name: 'name', type: 'text', required: true, localized: true },
      slugField(),
      { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
      {
        name: 'report',
        label: 'Market report',
        type: 'upload',
        relationTo: 'report-files',
        // The page only needs to know there is one; the file stays private.
        maxDepth: 0,
        admin: {
          position: 'sidebar',
          description:
            'A PDF offered on the region page: visitors who leave their details get a download link by e-mail.',
        },
      },
      {
        name: 'headline',
        type: 'text',
        required: true,
        localized: true,
        admin: { description: 'The region page heading, e.g. "Over 160 million subscribers".' },
      },
      { name: 'description', type: 'textarea', required: true, localized: true },
      statListField('figures', 'Headline figures'),
      {
        name: 'countries',
        type: 'array',
        admin: { initCollapsed: true },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'name', type: 'text', required: true, localized: true },
              {
                name: 'flag',
                type: 'text',
                admin: { description: 'ISO 3166 two-letter code, e.g. ng.' },
              },
              { name: 'subscribers', type: 'text', required: true },
            ],
          },
          {
            name: 'note',
            type: 'text',
            localized: true,
            admin: { description: 'e.g. "Expansion"' },
          },
          {
            name: 'partners',
            type: 'array',
            fields: [{ name: 'name', type: 'text', required: true }],
          },
          bulletListField('services', 'Services'),
        ],
      },
      {
        name: 'highlights',
        type: 'group',
        admin: {
          description: 'The four cards of the page: achievements, focus areas or approach.',
        },
        fields: [
          { name: 'heading', type: 'text', localized: true },
          cardListField({ name: 'cards', maxRows: 8 }),
        ],
      },
      {
        name: 'roadmap',
        type: 'group',
        admin: { description: 'Optional goals, e.g. East Africa\'s "2024 Goals".' },
        fields: [
          { name: 'heading', type: 'text', localized: true },
          bulletListField('goals', 'Goals'),
        ],
      },
      {
        name: 'homeCard',
        label: 'Home page card',
        type: 'group',
        fields: [
          { name: 'description', type: 'textarea', localized: true },
          { name: 'image', type: 'upload', relationTo: 'media' },
          bulletListField('features', 'Features', 3),
          { name: 'countriesLine', type: 'text', localized: true },
          { name: 'buttonLabel', type: 'text', localized: true },
        ],
      },
    ],
  }),
  ({ slug }) => documentPaths.regions(String(slug ?? '')),
)
