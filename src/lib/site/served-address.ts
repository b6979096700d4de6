import type { PayloadRequest } from 'payload'

import { documentPaths, type PageCollection } from './document-path'

/** The app's own addresses: the admin, the API, the language prefixes and Next's files. */
const appPath = /^\/(?:admin|api|en|fr|setup|_next)(?:\/|$)/

/**
 * Pages of the site whose copy is the `pages` document of the same slug: /privacy-policy shows
 * the page "privacy-policy". Their addresses are fixed.
 */
export const routedPageSlugs = ['apply', 'get-quote', 'privacy-policy', 'terms-of-service'] as const

/** The site's pages that are not documents. */
const staticPages = new Set([
  '/',
  '/about',
  '/apply',
  '/careers',
  '/contact',
  '/get-quote',
  '/network',
  '/partnership',
  '/privacy-policy',
  '/products-services',
  '/terms-of-service',
])

/** Addresses the site answers under whatever follows: numbered lists, confirmations, links. */
const servedPrefix = /^\/(?:careers\/page|thank-you|market-report)(?:\/|$)/

/** An address as the site matches it: without its query, fragment or trailing slash. */
export const normalizedPath = (path: string) =>
  path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/'

/** The collection and slug whose page would live at `path`, if any could. */
function documentAt(path: string): { collection: PageCollection; slug: string } | undefined {
  for (const [collection, pathOf] of Object.entries(documentPaths) as [
    PageCollection,
    (slug: string) => string,
  ][]) {
    const [before, after] = pathOf('\u0000').split('\u0000') as [string, string]
    if (!path.startsWith(before) || !path.endsWith(after)) continue
    const slug = path.slice(before.length, path.length - after.length)
    if (slug && !slug.includes('/')) return { collection, slug }
  }
  return undefined
}

/** What the app itself serves at an address, in words for a message; undefined when nothing. */
export function servedByTheApp(path: string): string | undefined {
  const address = normalizedPath(path)
  if (appPath.test(address)) return 'the site itself'
  if (staticPages.has(address) || servedPrefix.test(address)) return 'a page of the site'
  return undefined
}

/**
 * What serves an address of the site in English (the French one is the same under /fr), in words
 * for a message, or undefined when nothing does: the app, a page of its own, or a document's page
 * (published or not: a draft's address is taken too). Redirects and landing pages may only use
 * addresses nothing serves.
 */
export async function whatServes(path: string, req: PayloadRequest): Promise<string | undefined> {
  const address = normalizedPath(path)
  const byTheApp = servedByTheApp(address)
  if (byTheApp) return byTheApp
  const document = documentAt(address)
  if (!document) return undefined
  const { totalDocs } = await req.payload.count({
    collection: document.collection,
    where: { slug: { equals: document.slug } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0 ? `a page of the site (${document.collection})` : undefined
}
