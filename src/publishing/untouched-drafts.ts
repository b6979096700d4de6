import type { CollectionBeforeOperationHook, CollectionSlug, Field, Payload, Where } from 'payload'

/**
 * "Create New" in a collection with autosave creates its draft as the page opens, before the
 * editor types anything (Payload's document view does). Such a draft is marked until its first
 * change: lists leave it out, and the nightly task removes it once it is a day old.
 */
export const startedEmptyField: Field = {
  name: 'startedEmpty',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  access: { create: () => false, update: () => false },
  admin: { hidden: true, disableBulkEdit: true },
  hooks: {
    beforeChange: [
      ({ operation, context }) => operation === 'create' && context.startedEmpty === true,
    ],
  },
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank))

/**
 * Notes whether this create is of a draft with nothing in it (what the admin's "Create New"
 * sends), for the field's hook; every create says, since a request's context outlives one
 * operation.
 */
export const noteEmptyCreate: CollectionBeforeOperationHook = ({ args, operation, context }) => {
  if (operation === 'create') {
    context.startedEmpty = args.draft === true && isBlank(args.data)
  }
  return args
}

/** The admin's lists of a collection with drafts: only drafts someone wrote in. */
export const leaveOutUntouchedDrafts = (): Where => ({ startedEmpty: { not_equals: true } })

const dayMs = 24 * 60 * 60 * 1000

/** Removes the drafts that started empty and were never changed, a day after their creation. */
export async function removeUntouchedDrafts(
  payload: Payload,
  collections: readonly CollectionSlug[],
  now = new Date(),
): Promise<number> {
  let removed = 0
  for (const collection of collections) {
    const { docs } = await payload.find({
      collection,
      draft: true,
      where: {
        and: [
          { startedEmpty: { equals: true } },
          { _status: { equals: 'draft' } },
          { createdAt: { less_than: new Date(now.getTime() - dayMs).toISOString() } },
        ],
      },
      select: {},
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const { id } of docs) {
      await payload.delete({ collection, id, overrideAccess: true })
      removed += 1
    }
  }
  return removed
}

/** The collections whose "Create New" saves a draft at once. */
export const collectionsWithAutosave = ['products', 'regions', 'pages', 'timeline-entries'] as const
