import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type Field,
  type FlattenedField,
} from 'payload'

/**
 * A field of what the visitor sent, read-only once stored: field access shows it read-only on
 * the submission's page (staff still fill it in when they record one, e.g. a phone enquiry) and
 * drops it from any update. Rows keep their fields, each made read-only.
 */
export function readOnlyOnceStored(field: Field): Field {
  if (field.type === 'row' || field.type === 'collapsible') {
    return { ...field, fields: field.fields.map(readOnlyOnceStored) }
  }
  if (field.type === 'ui' || !('name' in field)) return field
  return { ...field, access: { ...field.access, update: () => false } } as Field
}

export const visitorAnswerUnchangeable = 'What the visitor sent cannot be changed.'

/** The fields of a stored submission that are the visitor's record: everything but staff's. */
const recordFields = (fields: FlattenedField[], staffFields: readonly string[]) =>
  fields
    .filter((field) => !('virtual' in field && field.virtual))
    .map((field) => field.name)
    .filter((name) => name !== 'id' && name !== 'updatedAt' && !staffFields.includes(name))

/** Values as the admin's form sends them and as they are stored compare alike. */
const comparable = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return 'null'
  if (typeof value === 'object' && 'id' in value) return JSON.stringify(value.id)
  return JSON.stringify(value)
}

/**
 * A collection's beforeOperation hook: an update by a user (REST, the admin) that would change
 * one of the visitor's answers is refused with 400 naming the fields, rather than silently
 * dropped by field access. The admin's form sends every field with each save, so the answers it
 * sends unchanged pass. The server's own updates (overrideAccess, e.g. data protection) are not
 * staff editing a record.
 */
export function keepVisitorAnswers(staffFields: readonly string[]): CollectionBeforeOperationHook {
  return async function keepVisitorAnswers({ args, collection, operation, req }) {
    const { data, id, overrideAccess } = args as {
      data?: Record<string, unknown>
      id?: number | string
      overrideAccess?: boolean
    }
    if (operation !== 'update' || overrideAccess || typeof data !== 'object' || !data) return args
    const sent = recordFields(collection.flattenedFields, staffFields).filter(
      (name) => data[name] !== undefined,
    )
    if (sent.length === 0) return args
    // One document: only answers that differ from the stored ones. Many (a bulk edit): any.
    const stored =
      id === undefined
        ? undefined
        : ((await req.payload.db.findOne({
            collection: collection.slug,
            where: { id: { equals: id } },
            req,
          })) as Record<string, unknown> | null)
    if (id !== undefined && !stored) return args
    const changed = stored
      ? sent.filter((name) => comparable(data[name]) !== comparable(stored[name]))
      : sent
    if (changed.length === 0) return args
    throw new ValidationError({
      collection: collection.slug,
      errors: changed.map((path) => ({ path, message: visitorAnswerUnchangeable })),
    })
  }
}
