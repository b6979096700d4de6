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
import { publicChange, savedGlobalDraftOnly, type PublicDoc } from '@/publishing/publication'
import { expireCacheTags } from '@/server/shared-cache/shared-cache.mjs'

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

/**
 * afterChange and afterDelete hooks that expire a collection's list tag and its documents' tags,
 * when the public site changed: a kept draft changes nothing, a publish or an unpublish does.
 */
function collectionHooks(listTag: string, docTag?: (slug: string) => string) {
  const tagsOf = (...docs: (PublicDoc | undefined)[]) => [
    listTag,
    ...(docTag ? docs.flatMap((doc) => (doc?.slug ? [docTag(doc.slug)] : [])) : []),
  ]
  const afterChange: CollectionAfterChangeHook<PublicDoc & TypeWithID> = ({
    collection,
    doc,
    previousDoc,
    req,
    context,
  }) => {
    if (context.seeding) return doc
    const change = publicChange({ collection: collection.slug, context, doc, previousDoc })
    if (change) expireTags(req, tagsOf(change.before, change.after))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<PublicDoc & TypeWithID> = ({
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

/** Expires the pages that show a global (each global's reads carry its own tag), unless a draft. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, req, context }) => {
  if (context.seeding || savedGlobalDraftOnly(context, global.slug)) return doc
  expireTags(req, [cacheTags.global(global.slug as GlobalSlug)])
  return doc
}

/** afterChange and afterDelete hooks that expire tags whatever changed (for data without drafts). */
const expireOnEveryChange = (...tags: string[]) => {
  const expire = <T>({ doc, req }: { doc: T; req: PayloadRequest }): T => {
    expireTags(req, tags)
    return doc
  }
  return { afterChange: [expire], afterDelete: [expire] }
}

/**
 * The routing table the forms cache (src/desk/routing/routing-table.ts): expired by every save and
 * delete of a rule, an account or a team (none has drafts).
 */
export const revalidateRouting = expireOnEveryChange(cacheTags.routing)

/** A team: the routing table, and the pages whose WhatsApp strip shows its business hours. */
export const revalidateTeam = expireOnEveryChange(
  cacheTags.routing,
  cacheTags.global('site-settings'),
)

/** The active endpoints each submission reads (src/webhooks/subscriptions.ts). */
export const revalidateWebhookEndpoints = expireOnEveryChange(cacheTags.webhookEndpoints)

/** The acknowledgements job applications send (src/recruiting/intake-read.ts). */
export const revalidateReplyTemplates = expireOnEveryChange(cacheTags.replyTemplates)
