import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { editorsOnly } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { uploadsDir } from '@/server/env'
import { privateFileHeaders } from '@/server/storage/upload-storage'
import { revalidateRegion } from '@/publishing/revalidate'

/**
 * The regions' market reports (PDF). Private: staff open them through Payload's access-checked
 * route; visitors download one only through an e-mailed link (src/submissions/market-report).
 */
export const ReportFiles: CollectionConfig = {
  slug: 'report-files',
  lockDocuments: false,
  labels: { singular: 'Market report', plural: 'Market reports' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'updatedAt'],
    hidden: hiddenUnless('editor'),
    description: 'Choose a report on its region to offer it on the region page.',
  },
  // A region page offers its report only while the report exists.
  hooks: revalidateRegion,
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    pasteURL: false,
    staticDir: path.join(uploadsDir, 'report-files'),
    mimeTypes: ['application/pdf'],
    modifyResponseHeaders: privateFileHeaders,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: {
        description: 'e.g. "West Africa market report 2026"; also the downloaded file\'s name.',
      },
    },
  ],
}
