import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/** The timestamps Payload takes from a write's data when given: for the server alone to set. */
const timestamps = ['createdAt', 'updatedAt'] as const

/**
 * A collection's beforeOperation hook: a user's create or update (REST, the admin) sets no
 * timestamp; the server stamps them. A lead backdated to 2020 would count in 2020's reports, a
 * posting backdated would list as older than it is. The server's own writes (overrideAccess) may.
 */
export const serverStampsTime: CollectionBeforeOperationHook = ({ args, operation }) => {
  const { data, overrideAccess } = args as {
    data?: Record<string, unknown>
    overrideAccess?: boolean
  }
  if ((operation !== 'create' && operation !== 'update') || overrideAccess) return args
  if (typeof data !== 'object' || !data) return args
  for (const name of timestamps) delete data[name]
  return args
}

/** A collection whose timestamps no user writes (serverStampsTime, after its own hooks). */
export const withServerTimestamps = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  hooks: {
    ...config.hooks,
    beforeOperation: [...(config.hooks?.beforeOperation ?? []), serverStampsTime],
  },
})
