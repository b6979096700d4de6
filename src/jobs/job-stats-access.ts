import type { SanitizedConfig } from 'payload'

import { nobody } from '@/access'

/**
 * Payload adds the `payload-jobs-stats` global as soon as a task has a `schedule`, with its
 * default access: any signed-in account, even one without a role, could read it and move the
 * purge's next run out of reach. Only the scheduler needs it, through the Local API.
 */
export function closeJobStatsToTheApi(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats) {
    stats.access = { ...stats.access, read: nobody, update: nobody, readVersions: nobody }
  }
  return config
}
