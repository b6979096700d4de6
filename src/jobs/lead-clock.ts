import type { TaskConfig } from 'payload'

import { sweepLeadClocks } from '@/leads/clock/sweep'

/** The speed-to-lead clock's reminders and escalations, every minute (src/leads/clock/sweep.ts). */
export const leadClockTask: TaskConfig<'sweepLeadClocks'> = {
  slug: 'sweepLeadClocks',
  label: 'Remind and escalate leads waiting for a first response',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'reminders', type: 'number', required: true },
    { name: 'escalations', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await sweepLeadClocks(req.payload) }),
}
