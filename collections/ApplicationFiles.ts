import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { recruitersOnly } from '@/access'
import { uploadsDir } from '@/lib/env'

export const applicationFileMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

export const maxApplicationFileBytes = 5 * 1024 * 1024

/**
 * Résumés and cover letters. Private: files are served only through Payload's access-checked
 * route, to admins and recruiters; visitors upload them through the job application form.
 */
export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  labels: { singular: 'Application file', plural: 'Application files' },
  admin: { group: 'Careers', useAsTitle: 'filename' },
  access: {
    read: recruitersOnly,
    create: recruitersOnly,
    update: recruitersOnly,
    delete: recruitersOnly,
  },
  upload: {
    staticDir: path.join(uploadsDir, 'application-files'),
    mimeTypes: applicationFileMimeTypes,
    disableLocalStorage: false,
  },
  fields: [],
}
