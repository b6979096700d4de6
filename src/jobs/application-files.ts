import type { TaskConfig } from 'payload'

import { removeStoredFiles } from '@/submissions/job-application/files/storage'
import { sweepOrphanedFiles } from '@/submissions/job-application/files/sweep'

import { dataRetentionQueue } from './purge-expired-submissions'

/**
 * Removes the stored files of application-file rows a committed deletion removed. Queued in the
 * deletion's transaction: a rolled-back deletion queues nothing and keeps its files.
 */
export const removeStoredFilesTask: TaskConfig<'removeStoredFiles'> = {
  slug: 'removeStoredFiles',
  label: 'Remove deleted application files from storage',
  retries: 3,
  // The files' keys in the file store (src/server/storage/file-store.ts).
  inputSchema: [{ name: 'keys', type: 'json', required: true }],
  handler: async ({ input, req }) => {
    const keys = Array.isArray(input.keys)
      ? input.keys.filter((key): key is string => typeof key === 'string')
      : []
    await removeStoredFiles(req.payload, keys)
    return { output: {} }
  },
}

/**
 * Every night, removes stored application files that no row points to and that are older than an
 * hour (younger ones may belong to a submission still being stored).
 */
export const sweepOrphanedFilesTask: TaskConfig<'sweepOrphanedFiles'> = {
  slug: 'sweepOrphanedFiles',
  label: 'Remove stored application files that no row points to',
  schedule: [{ cron: '30 3 * * *', queue: dataRetentionQueue }],
  retries: 2,
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { removed: await sweepOrphanedFiles(req.payload) } }),
}
