import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  GlobalSlug,
  PayloadRequest,
  TypeWithID,
} from 'payload'

import { cacheTags } from '@/lib/data/tags'

type SluggedDoc = { slug?: string | null }

/**
 * Expires the tags at once (`expire: 0`) rather than serving stale pages while they re-render:
 * an editor who saves and reloads must see the change.
 */
function expireTags(req: PayloadRequest, tags: string[]): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next.js request (seed script, tests) there is no cache to revalidate, and a
      // failed revalidation must never fail the save itself.
      req.payload.logger.debug(`Skipped revalidating ${tag}: ${String(error)}`)
    }
  }
}

/** afterChange and afterDelete hooks that expire a collection's list tag and its documents' tags. */
function collectionHooks(listTag: string, docTag?: (slug: string) => string) {
  const tagsOf = (...docs: (SluggedDoc | undefined)[]) => [
    listTag,
    ...(docTag ? docs.flatMap((doc) => (doc?.slug ? [docTag(doc.slug)] : [])) : []),
  ]
  const afterChange: CollectionAfterChangeHook<SluggedDoc & TypeWithID> = ({
    doc,
    previousDoc,
    req,
    context,
  }) => {
    if (!context.seeding) expireTags(req, tagsOf(doc, previousDoc))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<SluggedDoc & TypeWithID> = ({
    doc,
    req,
    context,
  }) => {
    if (!context.seeding) expireTags(req, tagsOf(doc))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export const revalidateProduct = collectionHooks(cacheTags.products, cacheTags.product)
export const revalidateRegion = collectionHooks(cacheTags.regions, cacheTags.region)
export const revalidateTimeline = collectionHooks(cacheTags.timeline)
export const revalidateJobPostings = collectionHooks(cacheTags.jobPostings)
export const revalidatePage = collectionHooks(cacheTags.pages, cacheTags.page)

/** Expires the pages that show a global (each global's reads carry its own tag). */
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, req, context }) => {
  if (!context.seeding) expireTags(req, [cacheTags.global(global.slug as GlobalSlug)])
  return doc
}
