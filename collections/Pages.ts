import type { CollectionConfig } from 'payload'

import { trackingFrench } from '@/admin/translations/status'

import { hiddenUnless } from '@/admin/navigation'
import { slugField } from '@/fields/slug'
import { documentPaths } from '@/lib/site/document-path'
import { withDrafts } from '@/publishing/drafts'
import { revalidatePage } from '@/publishing/revalidate'

/** Free-form pages such as the Privacy Policy and the Terms of Service. */
export const Pages: CollectionConfig = withDrafts(
  trackingFrench({
    slug: 'pages',
    labels: { singular: 'Page', plural: 'Pages' },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'updatedAt'],
      hidden: hiddenUnless('editor'),
    },
    hooks: revalidatePage,
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      slugField(),
      { name: 'intro', type: 'textarea', localized: true },
      { name: 'content', type: 'richText', required: true, localized: true },
    ],
  }),
  ({ slug }) => documentPaths.pages(String(slug ?? '')),
)
