import { createReadStream } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3'
import { buildStoragePathData, sanitizePrefix } from '@payloadcms/plugin-cloud-storage/utilities'
import type { Payload, UploadCollectionSlug } from 'payload'

import { s3Storage } from './s3-config'

/** Each upload collection's folder in the bucket (the storage plugin's collection prefix). */
export const bucketFolders = {
  media: 'media',
  'application-files': 'application-files',
  'report-files': 'report-files',
  'answer-files': 'answer-files',
} satisfies Partial<Record<UploadCollectionSlug, string>>

export type StoredCollection = keyof typeof bucketFolders

/** A stored upload as its row describes it. */
export type StoredUpload = {
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
}

export type StoredObject = { key: string; modifiedAt: Date }

/**
 * The files of one upload collection where they are stored: the local folder, or the bucket.
 * Payload's own hooks store and remove a file with its row; this is for what they do not cover:
 * files whose rows were deleted without hooks (in a transaction, with their submission), files
 * left by a failed submission, and the sweep that lists them all. Files are named by their key:
 * a file's name in the folder, or its object key in the bucket.
 */
export type FileStore = {
  keyOf: (upload: StoredUpload) => string | undefined
  list: () => Promise<StoredObject[]>
  /** A file's bytes as a stream, or undefined if it is not there. */
  read: (key: string) => Promise<ReadableStream<Uint8Array> | undefined>
  /** Removes files by key (one already gone is fine); returns how many could not be removed. */
  remove: (keys: string[]) => Promise<number>
}

function folderStore(payload: Payload, collection: StoredCollection): FileStore {
  const staticDir = payload.collections[collection].config.upload.staticDir
  if (!staticDir) throw new Error(`${collection} has no storage folder`)
  const dir = path.resolve(staticDir)
  /** A file's path, or undefined for a key that would leave the folder. */
  const pathOf = (key: string) => {
    const file = path.resolve(dir, key)
    return path.dirname(file) === dir ? file : undefined
  }
  return {
    keyOf: (upload) => upload.filename ?? undefined,
    list: async () => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return []
          throw error
        },
      )
      return Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map(async ({ name }) => ({
            key: name,
            modifiedAt: (await stat(path.join(dir, name))).mtime,
          })),
      )
    },
    read: async (key) => {
      const file = pathOf(key)
      if (!file || !(await stat(file).catch(() => undefined))?.isFile()) return undefined
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
    },
    remove: async (keys) => {
      const paths = keys.flatMap((key) => pathOf(key) ?? [])
      const results = await Promise.allSettled(paths.map((file) => rm(file, { force: true })))
      return results.filter((result) => result.status === 'rejected').length
    },
  }
}

let s3Client: S3Client | undefined

function bucketStore(
  storage: NonNullable<ReturnType<typeof s3Storage>>,
  collection: StoredCollection,
): FileStore {
  s3Client ??= new S3Client(storage.config)
  const client = s3Client
  const folder = bucketFolders[collection]
  return {
    // Where the storage plugin put it: its folder, or the row's own prefix and object key.
    keyOf: ({ filename, prefix, _objectKey }) =>
      filename
        ? buildStoragePathData({
            collectionPrefix: folder,
            docPrefix: [sanitizePrefix(prefix ?? ''), sanitizePrefix(_objectKey ?? '')]
              .filter(Boolean)
              .join('/'),
            filename,
          }).storageFilePath
        : undefined,
    list: async () => {
      const objects: StoredObject[] = []
      let continuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: storage.bucket,
            Prefix: `${folder}/`,
            ContinuationToken: continuationToken,
          }),
        )
        for (const object of page.Contents ?? []) {
          if (object.Key)
            objects.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date() })
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (continuationToken)
      return objects
    },
    read: async (key) => {
      if (!key.startsWith(`${folder}/`) || key.includes('..')) return undefined
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key }))
        return object.Body?.transformToWebStream()
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined
        throw error
      }
    },
    remove: async (keys) => {
      // Only this collection's objects: a key is never taken from outside its folder. One request
      // per object: DeleteObjects needs a checksum header many S3-compatible servers refuse.
      const own = keys.filter((key) => key.startsWith(`${folder}/`) && !key.includes('..'))
      let failed = keys.length - own.length
      for (let start = 0; start < own.length; start += 10) {
        const results = await Promise.allSettled(
          own
            .slice(start, start + 10)
            .map((Key) => client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key }))),
        )
        failed += results.filter((result) => result.status === 'rejected').length
      }
      return failed
    },
  }
}

export function fileStore(payload: Payload, collection: StoredCollection): FileStore {
  const storage = s3Storage()
  return storage ? bucketStore(storage, collection) : folderStore(payload, collection)
}

/**
 * A collection's plural label in English ("Application files"), for log lines that name no file.
 * The admin gives labels in both its languages, as { en, fr }.
 */
export function collectionLabel(payload: Payload, collection: StoredCollection): string {
  const plural: unknown = payload.collections[collection].config.labels.plural
  if (typeof plural === 'string') return plural
  const english = (plural as { en?: unknown } | undefined)?.en
  return typeof english === 'string' ? english : collection
}

/** Stored files by collection: what a deletion leaves to remove once it is committed. */
export type StoredKeys = { [Collection in StoredCollection]?: string[] }

/**
 * Removes stored files by key; one already gone is fine. A failure is logged by count only (file
 * names carry people's names) and left to the nightly sweep.
 */
export async function removeStoredFiles(payload: Payload, stored: StoredKeys): Promise<void> {
  for (const [collection, keys] of Object.entries(stored) as [StoredCollection, string[]][]) {
    if (keys.length === 0) continue
    const failed = await fileStore(payload, collection).remove(keys)
    if (failed > 0) {
      payload.logger.error(
        `${collectionLabel(payload, collection)}: could not remove ${failed} stored file(s)`,
      )
    }
  }
}
