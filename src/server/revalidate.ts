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
import { expireCacheTags } from '@/server/shared-cache/shared-cache.mjs'

type SluggedDoc = { slug?: string | null }

/**
 * Expires the tags at once (`expire: 0`) rather than serving stale pages while they re-render:
 * an editor who saves and reloads must see the change. In a request through Next, which also
 * refreshes what that request renders next; outside one (a job, a script) straight in the cache
 * every instance reads. A failed revalidation never fails the save itself.
 */
function expireTags(req: PayloadRequest, tags: string[]): void {
  const unique = [...new Set(tags)]
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
  } catch {
    expireCacheTags(unique).catch((error: unknown) =>
      req.payload.logger.warn(`Could not expire cache tags ${unique.join(', ')}: ${String(error)}`),
    )
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
/** Every region page reads the one list of regions (which also says whether its report exists). */
export const revalidateRegion = collectionHooks(cacheTags.regions)
export const revalidateTimeline = collectionHooks(cacheTags.timeline)
export const revalidateJobPostings = collectionHooks(cacheTags.jobPostings)
export const revalidatePage = collectionHooks(cacheTags.pages, cacheTags.page)
/** Unknown addresses look the redirects up on every request, through this one cached read. */
export const revalidateRedirects = collectionHooks(cacheTags.redirects)

/** Expires the pages that show a global (each global's reads carry its own tag). */
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, req, context }) => {
  if (!context.seeding) expireTags(req, [cacheTags.global(global.slug as GlobalSlug)])
  return doc
}
