import { unstable_cache } from 'next/cache'

import { documentPaths, type PageCollection } from '@/lib/site/document-path'
import type { Redirect } from '@/payload-types'

import { payloadClient } from './payload'
import { cacheTags } from './tags'

type Target = NonNullable<Redirect['to']>

/** Where a redirect leads: its document's current path, or the address the editor wrote. */
function destinationOf(to: Target): string | undefined {
  if (to.type === 'custom') return to.url ?? undefined
  const reference = to.reference
  if (!reference || typeof reference.value !== 'object') return undefined
  const slug = (reference.value as { slug?: string | null }).slug
  return slug ? documentPaths[reference.relationTo as PageCollection](slug) : undefined
}

/**
 * Every redirect editors made, old path to new, read once and cached until one changes: an
 * unknown address looks itself up here, so probing the site costs no database query.
 */
export const getRedirects = (): Promise<Record<string, string>> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'redirects',
        limit: 0,
        pagination: false,
        depth: 1,
        populate: {
          products: { slug: true },
          regions: { slug: true },
          pages: { slug: true },
          'job-postings': { slug: true },
        },
        overrideAccess: true,
      })
      const redirects: Record<string, string> = {}
      for (const { from, to } of docs) {
        const destination = to && destinationOf(to)
        if (destination && destination !== from) redirects[from] = destination
      }
      return redirects
    },
    ['redirects'],
    { tags: [cacheTags.redirects] },
  )()
