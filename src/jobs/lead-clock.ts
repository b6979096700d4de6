import type { TaskConfig } from 'payload'

import { refreshResponseFigures } from '@/desk/clock/figures'
import { digestUnassignedLeads, sweepLeadClocks } from '@/desk/clock/sweep'
import { sweepTaskReminders } from '@/desk/tasks/reminders'

/** The speed-to-lead clock's reminders and escalations, every minute (src/desk/clock/sweep.ts). */
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

/** The Overview's response figures, computed every minute for each set of lead types it shows. */
export const responseFiguresTask: TaskConfig<'refreshResponseFigures'> = {
  slug: 'refreshResponseFigures',
  label: "Compute the Overview's response figures",
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [{ name: 'desks', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { desks: await refreshResponseFigures(req.payload) } }),
}

/** The admins' digest of the leads nobody owns, every 15 minutes (unassignedDigestMinutes). */
export const unassignedDigestTask: TaskConfig<'digestUnassignedLeads'> = {
  slug: 'digestUnassignedLeads',
  label: 'Tell the admins of the leads that wait with no owner',
  schedule: [{ cron: '*/15 * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [{ name: 'leads', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: await digestUnassignedLeads(req.payload) }),
}

/** Task reminders at their due time, and each person's morning digest (src/desk/tasks/reminders.ts). */
export const taskRemindersTask: TaskConfig<'sweepTaskReminders'> = {
  slug: 'sweepTaskReminders',
  label: 'Remind people of their tasks as they come due',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  outputSchema: [
    { name: 'reminders', type: 'number', required: true },
    { name: 'digests', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await sweepTaskReminders(req.payload) }),
}
