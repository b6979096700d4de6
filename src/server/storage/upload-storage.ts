import { s3Storage as s3StoragePlugin } from '@payloadcms/storage-s3'

import { bucketFolders } from './file-store'
import { s3Storage } from './s3-config'

/**
 * Payload's storage for uploads: the bucket when S3_BUCKET is set, else the collections' folders
 * on disk. Files are always served through Payload's own routes, which check each collection's
 * read access first: résumés and cover letters never get a public URL, in the bucket as on disk
 * (objects are private). The plugin's fields (prefix, object key) are in the schema either way,
 * so one set of migrations serves both.
 */
export function uploadStorage() {
  const storage = s3Storage()
  return s3StoragePlugin({
    enabled: Boolean(storage),
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? '',
    config: storage?.config ?? {},
    acl: 'private',
    collections: Object.fromEntries(
      Object.entries(bucketFolders).map(([collection, prefix]) => [collection, { prefix }]),
    ),
  })
}

/**
 * How Payload's route serves a private file (a résumé, a market report): downloaded, never shown
 * inline, kept in a shared cache or sniffed.
 */
export function privateFileHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('Content-Disposition', 'attachment')
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}
