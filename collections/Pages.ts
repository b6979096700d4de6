import type { CollectionConfig } from 'payload'

import { trackingFrench } from '@/admin/translations/status'

import { editorManagedContent } from '@/access'
import { hiddenUnless } from '@/admin/navigation'
import { slugField } from '@/fields/slug'
import { revalidatePage } from '@/server/revalidate'

/** Free-form pages such as the Privacy Policy and the Terms of Service. */
export const Pages: CollectionConfig = trackingFrench({
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    hidden: hiddenUnless('editor'),
  },
  access: editorManagedContent,
  hooks: revalidatePage,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', required: true, localized: true },
  ],
})
