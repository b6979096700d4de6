import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, editorsOnly } from '@/access'
import { hiddenUnless } from '@/admin/navigation'
import { uploadsDir } from '@/lib/env'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: { group: 'Content', useAsTitle: 'alt', hidden: hiddenUnless('editor') },
  access: {
    read: anyone,
    create: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
  },
  upload: {
    staticDir: path.join(uploadsDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'Describes the image for visitors who cannot see it.' },
    },
  ],
}
