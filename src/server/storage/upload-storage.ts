import { stat } from 'node:fs/promises'
import path from 'node:path'

import { s3Storage as s3StoragePlugin } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin } from 'payload'

import { strangerLog } from '../stranger-log'
import { bucketFolders } from './file-store'
import { s3Storage } from './s3-config'

const logMissingFile = strangerLog({
  line: (file) => `404: no uploaded file ${file}`,
  skipped: (count) => `404: ${count} more missing uploaded file(s) in the last minute, not logged`,
})

type UploadHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

/**
 * A file asked for that is not on disk is a 404 with one bounded, escaped log line. Payload's own
 * route answers it 500 and logs the name as sent, with the whole disk path: anyone could write
 * lines into the log (a name can carry a newline or a terminal escape), as many as they liked.
 */

async function missingFileAnswer(
  staticDir: string | undefined,
  params: { collection: string; filename: string },
): Promise<Response | undefined> {
  if (!staticDir) return undefined
  const folder = path.resolve(staticDir)
  const file = path.resolve(folder, params.filename)
  // Payload refuses a name that leaves the folder.
  if (!file.startsWith(folder + path.sep)) return undefined
  const found = await stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  if (found) return undefined
  logMissingFile(`${params.collection}/${params.filename}`)
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}

// Payload serves the file itself when no handler answers with a Response (its types say Promise<Response>).
const answerMissingFile: UploadHandler = (req, { params }) =>
  missingFileAnswer(
    req.payload.config.collections.find(({ slug }) => slug === params.collection)?.upload.staticDir,
    params,
  ) as Promise<Response>

const withMissingFileAnswer = (collection: CollectionConfig): CollectionConfig =>
  typeof collection.upload === 'object'
    ? {
        ...collection,
        upload: {
          ...collection.upload,
          handlers: [...(collection.upload.handlers ?? []), answerMissingFile],
        },
      }
    : collection

/**
 * Payload's storage for uploads: the bucket when S3_BUCKET is set, else the collections' folders
 * on disk. Files are always served through Payload's own routes, which check each collection's
 * read access first: résumés and cover letters never get a public URL, in the bucket as on disk
 * (objects are private). The plugin's fields (prefix, object key) are in the schema either way,
 * so one set of migrations serves both.
 */
export function uploadStorage(): Plugin {
  const storage = s3Storage()
  const bucketStorage = s3StoragePlugin({
    enabled: Boolean(storage),
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? '',
    config: storage?.config ?? {},
    acl: 'private',
    collections: Object.fromEntries(
      Object.entries(bucketFolders).map(([collection, prefix]) => [collection, { prefix }]),
    ),
  })
  if (storage) return bucketStorage
  return async (config) => {
    const configured = await bucketStorage(config)
    return { ...configured, collections: configured.collections?.map(withMissingFileAnswer) }
  }
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

/**
 * privateFileHeaders, served as bytes whatever the file's name says: for files a stranger sent
 * (an answer's attachments), which may be HTML or script under any name.
 */
export function bytesOnlyFileHeaders({ headers }: { headers: Headers }): Headers {
  privateFileHeaders({ headers })
  headers.set('Content-Type', 'application/octet-stream')
  return headers
}
