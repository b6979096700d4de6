import type {
  CollectionBeforeOperationHook,
  GlobalBeforeOperationHook,
  RequestContext,
} from 'payload'

/** The part of a document the public site is keyed by. */
export type PublicDoc = { id?: number | string; slug?: string | null; _status?: string | null }

/** What a save changed on the public site: the published document before it and after it. */
export type PublicChange = { before?: PublicDoc; after?: PublicDoc }

type Noted = { draftOnly: boolean; before?: PublicDoc }

const contextKey = (entity: string, id?: number | string) => `publication:${entity}:${id ?? ''}`

const isPublished = (doc?: PublicDoc | null): doc is PublicDoc => doc?._status === 'published'

/** A save with `draft` that does not publish: Payload keeps it as a version only. */
const savesDraftOnly = (args: { draft?: boolean; data?: { _status?: unknown } }) =>
  Boolean(args.draft) && args.data?._status !== 'published'

/**
 * A document that is not on the site yet is published in every language at once: publishing
 * only one (the admin's "Publish in …") would put it on the site with the others empty.
 */
function publishingWhole<T extends object>(args: T): T {
  if ('publishSpecificLocale' in args) delete args.publishSpecificLocale
  return args
}

/**
 * Notes, before a document is saved, whether the save only keeps a draft and, if not, which
 * version of it the public saw: Payload hands later hooks the latest draft as the previous
 * document, so a publish could not otherwise tell what it replaced (its old slug, for one).
 */
export const notePublication: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const id = operation === 'update' && 'id' in args ? (args.id as number | string) : undefined
  if (id === undefined) return publishingWhole(args)
  const draftOnly = savesDraftOnly(args as Parameters<typeof savesDraftOnly>[0])
  const before = draftOnly
    ? undefined
    : (
        await req.payload.find({
          collection: collection.slug,
          where: { id: { equals: id } },
          select: { slug: true, _status: true },
          depth: 0,
          limit: 1,
          pagination: false,
          overrideAccess: true,
          req,
        })
      ).docs[0]
  req.context[contextKey(collection.slug, id)] = { draftOnly, before } satisfies Noted
  return isPublished(before) ? args : publishingWhole(args)
}

/** The same note for a page global; only whether the save keeps a draft matters there. */
export const noteGlobalPublication: GlobalBeforeOperationHook = ({
  args,
  global,
  operation,
  req,
}) => {
  if (operation === 'update') {
    req.context[contextKey(`global:${global.slug}`)] = { draftOnly: savesDraftOnly(args) }
  }
  return args
}

/**
 * What a save changed on the public site, or null when nothing: a draft kept, an unpublished
 * document saved. Documents without drafts are public with every save.
 */
export function publicChange({
  collection,
  context,
  doc,
  previousDoc,
}: {
  collection: string
  context: RequestContext
  doc: PublicDoc
  previousDoc?: PublicDoc
}): PublicChange | null {
  if (!('_status' in doc)) return { before: previousDoc, after: doc }
  const noted = context[contextKey(collection, doc.id)] as Noted | undefined
  if (noted?.draftOnly) return null
  const before = noted ? noted.before : previousDoc
  const change = {
    before: isPublished(before) ? before : undefined,
    after: isPublished(doc) ? doc : undefined,
  }
  return change.before || change.after ? change : null
}

/** Whether a page global's save only kept a draft. */
export const savedGlobalDraftOnly = (context: RequestContext, slug: string): boolean =>
  Boolean((context[contextKey(`global:${slug}`)] as Noted | undefined)?.draftOnly)
