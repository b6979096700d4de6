import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

/**
 * Payload's own status field, shown in lists with what is scheduled for the row (Payload merges a
 * field of the same name into the one it adds), and the document's note of what is scheduled.
 */
const statusWithSchedule: Field = {
  name: '_status',
  type: 'select',
  label: ({ t }) => t('version:status'),
  options: [],
  admin: { components: { Cell: '/src/publishing/schedule/StatusCell#StatusCell' } },
}

const scheduleNotice = (global?: string): Field => ({
  name: 'scheduleNotice',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/src/publishing/schedule/ScheduleNotice#ScheduleNotice' },
    ...(global && { custom: { global } }),
  },
})

const schedules = (config: CollectionConfig | GlobalConfig) =>
  typeof config.versions === 'object' &&
  typeof config.versions.drafts === 'object' &&
  Boolean(config.versions.drafts.schedulePublish)

/**
 * Shows what is scheduled: in the lists' Status column and in the document's sidebar, for every
 * collection and global with scheduled publishing. A plugin, after the SEO plugin has moved the
 * configured fields into tabs: both must stay at the top level.
 */
export const scheduleShown: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    schedules(collection)
      ? { ...collection, fields: [scheduleNotice(), ...collection.fields, statusWithSchedule] }
      : collection,
  ),
  globals: config.globals?.map((global) =>
    schedules(global)
      ? { ...global, fields: [scheduleNotice(global.slug), ...global.fields] }
      : global,
  ),
})
