import type { CollectionBeforeOperationHook, TextField, Where } from 'payload'

import type { SubmissionTypeInput } from './definition'

type Prefixed = Pick<SubmissionTypeInput, 'referencePrefix'>

/** How staff and the visitor name one submission: its type's prefix and its id, e.g. "QR-000042". */
export const submissionReference = (type: Prefixed, id: number) =>
  `${type.referencePrefix}-${String(id).padStart(6, '0')}`

/** PostgreSQL's serial ids are 32-bit integers. */
const largestId = 2_147_483_647

/**
 * The id a reference to one of the type's submissions names, as staff may type it: any case, with
 * or without its leading zeros ("QR-000042", "qr-42"); undefined for anything else.
 */
export function idOfReference(type: Prefixed, text: string): number | undefined {
  const match = /^\s*([a-z]+)-0*(\d{1,10})\s*$/i.exec(text)
  if (!match || match[1]!.toUpperCase() !== type.referencePrefix) return undefined
  const id = Number(match[2])
  return id >= 1 && id <= largestId ? id : undefined
}

/**
 * The reference shown on a submission's page, as a list column and in the CSV export. Computed
 * from the id when read: nothing is stored, so the form's row writer has nothing to add. Lists
 * find it through `searchByReference`, which turns a condition on it into one on the id.
 */
export const referenceField = (type: Prefixed): TextField => ({
  name: 'reference',
  type: 'text',
  virtual: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    // Its filters are the search box's (the id); the where builder would offer every operator.
    disableListFilter: true,
  },
  hooks: {
    afterRead: [
      ({ data }) => (typeof data?.id === 'number' ? submissionReference(type, data.id) : undefined),
    ],
  },
})

/** Matches no row: ids always exist. */
const noRow: Where = { id: { exists: false } }

/** The operators the list's search box and an exact look-up use. */
const referenceOperators = ['equals', 'like', 'contains'] as const

/** A condition on the reference as one on the id it names, or on no row when it names none. */
function onId(type: Prefixed, condition: unknown): Where {
  const ids = Object.entries((condition ?? {}) as Record<string, unknown>).map(
    ([operator, text]) =>
      (referenceOperators as readonly string[]).includes(operator) && typeof text === 'string'
        ? idOfReference(type, text)
        : undefined,
  )
  const [id] = ids
  return id !== undefined && ids.every((each) => each === id) ? { id: { equals: id } } : noRow
}

/** `where` with each condition on the reference turned into one on the id, at any depth. */
function onIds(type: Prefixed, where: Where): Where {
  const result: Where = {}
  const onReference: Where[] = []
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      result[key] = condition.map((each: Where) => onIds(type, each))
    } else if (key === 'reference') onReference.push(onId(type, condition))
    else result[key] = condition
  }
  if (onReference.length) result.and = [...(result.and ?? []), ...onReference]
  return result
}

/** `-reference` sorts as `-id`: the reference follows the id. */
const sortOnIds = (sort: unknown) =>
  typeof sort === 'string'
    ? sort.replace(/(^|,)(-?)reference(?=,|$)/g, '$1$2id')
    : Array.isArray(sort)
      ? sort.map((each) => (each === 'reference' ? 'id' : each === '-reference' ? '-id' : each))
      : sort

/**
 * A collection's beforeOperation hook: the reference has no column, so a search, filter or sort
 * on it (the list's `?search=QR-000001`, the CSV export's, a REST `where[reference][equals]`) is
 * run on the id it names, through the primary key. It changes the query, never a document.
 */
export function searchByReference(type: Prefixed): CollectionBeforeOperationHook {
  return function searchByReference({ args }) {
    const { where, sort } = args as { where?: Where; sort?: unknown }
    if (!where && sort === undefined) return args
    return {
      ...args,
      ...(where && { where: onIds(type, where) }),
      ...(sort !== undefined && { sort: sortOnIds(sort) }),
    }
  }
}
