import { draftMode, headers } from 'next/headers'
import { unstable_cache } from 'next/cache'
import type { PopulateType, Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/lib/site/locales'

import { publishedOnly } from '@/access/published'
import { editsContent } from '@/access/roles'

import { payloadClient } from './payload'

/**
 * Find options for published documents matching `where`, or in preview their latest drafts: the
 * reads run with access overridden, so they filter on the published status themselves.
 */
export const publishedOrDrafts = (drafts: boolean, where?: Where) => ({
  draft: drafts,
  where: drafts ? where : where ? { and: [where, publishedOnly] } : publishedOnly,
})

/**
 * Whether this request shows drafts: draft mode, which /api/preview turns on for editors, and
 * still an editor's session. Outside a request (a build) nothing is a preview.
 */
export const showsDrafts = cache(async (): Promise<boolean> => {
  let enabled: boolean
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return false
  }
  if (!enabled) return false
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return editsContent(user)
})

/**
 * Published content, cached under its tags until a publish expires them; in an editor's preview
 * the latest drafts, read on every request and never cached.
 */
export async function readPublished<T>(
  keyParts: string[],
  tags: string[],
  read: (drafts: boolean) => Promise<T>,
): Promise<T> {
  if (await showsDrafts()) return read(true)
  return unstable_cache(() => read(false), keyParts, { tags })()
}

/**
 * One product or page by its slug, cached under `tag`, its relationships one level deep; those
 * in `populate` carry only the fields it names (a page's products and regions are drawn from
 * their own cached lists: only their ids are needed).
 */
export const readPublishedBySlug = <TSlug extends 'pages' | 'products'>(
  collection: TSlug,
  slug: string,
  locale: Locale,
  tag: string,
  populate?: PopulateType,
) =>
  readPublished([collection, slug, locale], [tag], async (drafts) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      locale,
      ...publishedOrDrafts(drafts, { slug: { equals: slug } }),
      limit: 1,
      depth: 1,
      populate,
    })
    return docs[0] ?? null
  })
