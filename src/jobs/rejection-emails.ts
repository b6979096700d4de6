import type { TaskConfig } from 'payload'

import { sendDueRejections } from '@/recruiting/messages/rejection'

/**
 * Job applications' rejection e-mails whose delay has passed, every minute: each queued as a
 * 'sendEmail' job, which delivers and retries it (src/recruiting/messages/rejection.ts).
 */
export const rejectionEmailsTask: TaskConfig<'sendDueRejections'> = {
  slug: 'sendDueRejections',
  label: 'Send the rejection e-mails whose delay has passed',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { sent: await sendDueRejections(req.payload) } }),
}
