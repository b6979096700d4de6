import type {
  Access,
  CollectionSlug,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedConfig,
  Where,
} from 'payload'

import { nobody } from '.'
import { isStaffUser } from './roles'

/**
 * Access rules of ours on the collections and globals Payload adds by itself, which otherwise
 * let any signed-in account (one from the open sign-up included) do anything with them:
 *
 * - `payload-locked-documents`: a document is locked only by someone who may edit it, and taken
 *   over or unlocked only by someone who may edit it; staff read the locks the admin shows.
 *   Submissions and their files are not lockable at all (`lockDocuments: false` on them): staff
 *   change their status with one click, and a lock there only let anyone freeze that work.
 * - `payload-preferences`: staff read and change their own only (Payload's rule, for staff).
 * - `payload-migrations`, `payload-jobs`, `payload-kv` and the `payload-jobs-stats` global: nobody
 *   through the API; Payload itself uses them through the Local API.
 */
export function withOurAccessOnPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  const collection = (slug: string) => config.collections.find((each) => each.slug === slug)

  const locks = collection('payload-locked-documents')
  if (locks) {
    locks.access = {
      ...locks.access,
      read: ({ req }) => isStaffUser(req.user),
      create: ({ req, data }) => isOwnLock(req, data) && mayEditLockedTarget(req, data),
      update: async ({ req, id, data }) =>
        (!data?.user || isOwnLock(req, data)) && mayEditLockedTarget(req, await lockById(req, id)),
      delete: async ({ req, id }) => mayEditLockedTarget(req, await lockById(req, id)),
    }
  }

  const preferences = collection('payload-preferences')
  if (preferences) {
    const staffOnly =
      (rule: Access): Access =>
      (args) =>
        isStaffUser(args.req.user) ? rule(args) : false
    preferences.access = {
      ...preferences.access,
      create: ({ req }) => isStaffUser(req.user),
      read: staffOnly(preferences.access.read),
      update: staffOnly(preferences.access.update),
      delete: staffOnly(preferences.access.delete),
    }
  }

  for (const slug of ['payload-migrations', 'payload-jobs', 'payload-kv']) {
    const internal = collection(slug)
    if (internal) {
      internal.access = {
        ...internal.access,
        create: nobody,
        read: nobody,
        update: nobody,
        delete: nobody,
      }
    }
  }

  // Added as soon as a task has a schedule; only the scheduler needs it.
  const stats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats) stats.access = { ...stats.access, read: nobody, update: nobody, readVersions: nobody }
  return config
}

type Lock = {
  document?: { relationTo?: string; value?: unknown } | null
  globalSlug?: string | null
  user?: { relationTo?: string; value?: unknown } | null
}

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

const isOwnLock = (req: PayloadRequest, data: unknown) => {
  const user = (data as Lock | undefined)?.user
  return Boolean(
    req.user && user?.relationTo === req.user.collection && idOf(user.value) === req.user.id,
  )
}

async function lockById(req: PayloadRequest, id: number | string | undefined) {
  if (id === undefined) return undefined
  return (await req.payload
    .findByID({ collection: 'payload-locked-documents', id, depth: 0, overrideAccess: true, req })
    .catch(() => undefined)) as Lock | undefined
}

/** Whether the user may edit what the lock is (or would be) on: a global, or one document. */
async function mayEditLockedTarget(req: PayloadRequest, lock: unknown): Promise<boolean> {
  const { document, globalSlug } = (lock ?? {}) as Lock
  if (!isStaffUser(req.user)) return false
  if (globalSlug) {
    const global = req.payload.config.globals.find((each) => each.slug === globalSlug)
    return Boolean(global && (await global.access.update({ req })))
  }
  const slug = document?.relationTo as CollectionSlug | undefined
  const id = idOf(document?.value) as number | undefined
  const target: SanitizedCollectionConfig | undefined = slug
    ? req.payload.collections[slug]?.config
    : undefined
  if (!target || !slug || id === undefined || target.lockDocuments === false) return false
  const allowed = await target.access.update({ req, id })
  if (typeof allowed === 'boolean') return allowed
  const { totalDocs } = await req.payload.count({
    collection: slug,
    where: { and: [{ id: { equals: id } }, allowed as Where] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
