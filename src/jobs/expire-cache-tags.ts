import type { TaskConfig } from 'payload'

import { expireCacheTags } from '@/server/shared-cache/shared-cache.mjs'

/**
 * Expires cached pages by tag (src/lib/data/tags.ts) on every instance, from outside any request:
 * for an operator who changed content straight in the database, and the way a job's own changes
 * reach the pages.
 */
export const expireCacheTagsTask: TaskConfig<'expireCacheTags'> = {
  slug: 'expireCacheTags',
  label: 'Expire cached pages',
  retries: 3,
  inputSchema: [{ name: 'tags', type: 'json', required: true }],
  handler: async ({ input, req }) => {
    const tags = Array.isArray(input.tags)
      ? input.tags.filter((tag): tag is string => typeof tag === 'string')
      : []
    await expireCacheTags(tags)
    req.payload.logger.info(`Expired cached pages tagged ${tags.join(', ')}`)
    return { output: {} }
  },
}
