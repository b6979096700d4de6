import type { TaskConfig } from 'payload'

import {
  bucketFolders,
  removeStoredFiles,
  type StoredCollection,
} from '@/server/storage/file-store'
import { sweepOrphanedFiles, sweptCollections } from '@/server/storage/orphan-sweep'

import { dataRetentionQueue } from './purge-expired-submissions'

const isStoredCollection = (value: unknown): value is StoredCollection =>
  typeof value === 'string' && Object.hasOwn(bucketFolders, value)

/**
 * Removes the stored files of upload rows a committed deletion removed. Queued in the deletion's
 * transaction: a rolled-back deletion queues nothing and keeps its files.
 */
export const removeStoredFilesTask: TaskConfig<'removeStoredFiles'> = {
  slug: 'removeStoredFiles',
  label: 'Remove deleted files from storage',
  retries: 3,
  inputSchema: [
    // The files' keys in the file store (src/server/storage/file-store.ts).
    { name: 'keys', type: 'json', required: true },
    // Their upload collection; application files when absent (jobs queued before it was named).
    { name: 'collection', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const keys = Array.isArray(input.keys)
      ? input.keys.filter((key): key is string => typeof key === 'string')
      : []
    const collection = isStoredCollection(input.collection) ? input.collection : 'application-files'
    await removeStoredFiles(req.payload, { [collection]: keys })
    return { output: {} }
  },
}

/**
 * Every night, removes stored application files and answer attachments that no row points to and
 * that are older than an hour (younger ones may belong to a transaction still open).
 */
export const sweepOrphanedFilesTask: TaskConfig<'sweepOrphanedFiles'> = {
  slug: 'sweepOrphanedFiles',
  label: 'Remove stored files that no row points to',
  schedule: [{ cron: '30 3 * * *', queue: dataRetentionQueue }],
  retries: 2,
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req }) => {
    let removed = 0
    for (const collection of sweptCollections) {
      removed += await sweepOrphanedFiles(req.payload, collection)
    }
    return { output: { removed } }
  },
}
