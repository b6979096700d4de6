import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { uploadsDir } from '@/server/env'
import { bytesOnlyFileHeaders } from '@/server/storage/upload-storage'
import { submissionRecordAccess, submissionRecordFields } from '@/submissions/records'

/**
 * Files a visitor attached to an answer filed from the team mailbox (src/desk/replies/inbox).
 * Private: served only through Payload's access-checked route, always as a download, to those who
 * work the lead's type. Written only by the mailbox poll; removed with their lead (erasure,
 * retention) and by the nightly sweep when a filing failed after storing them.
 */
export const AnswerFiles: CollectionConfig = {
  slug: 'answer-files',
  lockDocuments: false,
  labels: { singular: 'Answer attachment', plural: 'Answer attachments' },
  admin: { group: 'Lead desk', useAsTitle: 'filename', hidden: true },
  indexes: [{ fields: ['submissionCollection', 'submissionId'] }],
  access: submissionRecordAccess,
  upload: {
    pasteURL: false,
    // A visitor's mail may attach anything (an .html invoice, a mislabelled image): each is kept
    // as bytes, application/octet-stream, and only ever served as a download to staff.
    allowRestrictedFileTypes: true,
    staticDir: path.join(uploadsDir, 'answer-files'),
    modifyResponseHeaders: bytesOnlyFileHeaders,
  },
  fields: [...submissionRecordFields],
}
