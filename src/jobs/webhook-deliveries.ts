import type { TaskConfig } from 'payload'

import { purgeOldWebhookDeliveries } from '@/webhooks/retention'

import { dataRetentionQueue } from './purge-expired-submissions'

/** The webhook delivery log's retention (30 days), nightly beside the submissions' purge. */
export const purgeOldWebhookDeliveriesTask: TaskConfig<'purgeOldWebhookDeliveries'> = {
  slug: 'purgeOldWebhookDeliveries',
  label: 'Delete webhook deliveries older than 30 days',
  schedule: [{ cron: '30 3 * * *', queue: dataRetentionQueue }],
  retries: 2,
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  handler: async ({ req }) => ({
    output: { deleted: await purgeOldWebhookDeliveries(req.payload) },
  }),
}
