import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { recruitersOnly } from '@/access'
import { inlineViewEndpoint } from '@/admin/career-applications/view-endpoint'
import { hiddenUnless } from '@/lib/admin/navigation'
import { uploadsDir } from '@/server/env'
import { privateFileHeaders } from '@/server/storage/upload-storage'

/**
 * What Payload's own content sniffing may report for an accepted file. A .doc is an OLE compound
 * file, which it reports as application/x-cfb; the form's pipeline has already checked that the
 * container holds a Word document.
 */
const applicationFileMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

/**
 * Résumés and cover letters. Private: files are served only through Payload's access-checked
 * route, to admins and recruiters; visitors upload them through the job application form.
 */
export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  lockDocuments: false,
  labels: { singular: 'Application file', plural: 'Application files' },
  admin: { group: 'Careers', useAsTitle: 'filename', hidden: hiddenUnless('recruiter') },
  access: {
    read: recruitersOnly,
    create: recruitersOnly,
    update: recruitersOnly,
    delete: recruitersOnly,
  },
  upload: {
    // No server-side fetching of files from addresses an editor pastes.
    pasteURL: false,
    staticDir: path.join(uploadsDir, 'application-files'),
    mimeTypes: applicationFileMimeTypes,
    modifyResponseHeaders: privateFileHeaders,
  },
  endpoints: [inlineViewEndpoint],
  fields: [],
}
