import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { editorManagedContent } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { uploadsDir } from '@/server/env'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: { group: 'Content', useAsTitle: 'alt', hidden: hiddenUnless('editor') },
  access: editorManagedContent,
  upload: {
    // No server-side fetching of files from addresses an editor pastes.
    pasteURL: false,
    staticDir: path.join(uploadsDir, 'media'),
    // No SVG: an SVG can carry scripts, and media is served from the site's own origin.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
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
