import type { CollectionConfig, DateField, Field, Plugin } from 'payload'

const timeCell = '/src/lib/admin/read-only-time/TimeCell#TimeCell'
const documentTimes = '/src/lib/admin/time-zone/DocumentTimes#DocumentTimes'

/** A time's field, listed with TimeCell; a day (a holiday) keeps Payload's cell and format. */
function listedInSiteZone(field: DateField): DateField {
  const appearance = field.admin?.date?.pickerAppearance
  if (field.admin?.components?.Cell || (appearance && appearance !== 'dayAndTime')) return field
  return {
    ...field,
    admin: { ...field.admin, components: { ...field.admin?.components, Cell: timeCell } },
  }
}

/** Payload's timestamp field as it adds it (collections/config/sanitize), declared to list it with TimeCell. */
const timestamp = (name: 'createdAt' | 'updatedAt'): DateField => ({
  name,
  type: 'date',
  index: true,
  label: ({ t }) => t(`general:${name}`),
  admin: { disableBulkEdit: true, hidden: true },
})

function withTimesListed(collection: CollectionConfig): CollectionConfig {
  const fields: Field[] = collection.fields.map((field) =>
    field.type === 'date' ? listedInSiteZone(field) : field,
  )
  if (collection.timestamps === false) return { ...collection, fields }
  for (const name of ['updatedAt', 'createdAt'] as const) {
    if (!fields.some((field) => 'name' in field && field.name === name))
      fields.push(listedInSiteZone(timestamp(name)))
  }
  const edit = collection.admin?.components?.edit
  return {
    ...collection,
    fields,
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        edit: {
          ...edit,
          beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), documentTimes],
        },
      },
    },
  }
}

/**
 * Every list's time columns (when received, created, updated, an invitation sent) are written by
 * the server in the reader's zone, as the records' pages show them (ReadOnlyTime), instead of by
 * the browser once its date library has loaded; and a document's header gives its last change
 * and creation in that zone, named (DocumentTimes).
 */
export const timesListedInSiteZone: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withTimesListed),
})
