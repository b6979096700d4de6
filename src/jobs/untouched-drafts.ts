import type { TaskConfig } from 'payload'

import { collectionsWithAutosave, removeUntouchedDrafts } from '@/publishing/untouched-drafts'

import { dataRetentionQueue } from './purge-expired-submissions'

/** Every night: the drafts "Create New" made a day ago or more that nobody wrote in. */
export const removeUntouchedDraftsTask: TaskConfig<'removeUntouchedDrafts'> = {
  slug: 'removeUntouchedDrafts',
  label: 'Remove drafts created and never written in',
  schedule: [{ cron: '45 3 * * *', queue: dataRetentionQueue }],
  retries: 2,
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req }) => ({
    output: { removed: await removeUntouchedDrafts(req.payload, collectionsWithAutosave) },
  }),
}
