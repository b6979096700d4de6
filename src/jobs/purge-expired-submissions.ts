import type { TaskConfig } from 'payload'

import { countTotal } from '@/data-protection/counts'
import { purgeExpiredSubmissions } from '@/data-protection/purge'

/** Its own queue, so the nightly purge never waits behind (or delays) the e-mails. */
export const dataRetentionQueue = 'data-retention'

/**
 * Deletes submissions older than the retention period set in Site settings. Scheduled every night
 * at 03:00 (server time) into the data-retention queue, which the job runner (runner.ts) works through.
 */
export const purgeExpiredSubmissionsTask: TaskConfig<'purgeExpiredSubmissions'> = {
  slug: 'purgeExpiredSubmissions',
  label: 'Delete submissions past their retention period',
  schedule: [{ cron: '0 3 * * *', queue: dataRetentionQueue }],
  // Each batch commits on its own, so a retry simply carries on where a failure stopped.
  retries: 2,
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  handler: async ({ req }) => {
    const { deleted } = await purgeExpiredSubmissions(req.payload)
    return { output: { deleted: countTotal(deleted) } }
  },
}
