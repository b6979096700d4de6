import { getRedirects } from '@/lib/data/redirects'

import { localePath } from './locale-path'
import type { Locale } from './locales'

/**
 * Where an address no page serves leads now, when editors moved what was there: a redirect
 * applies in both languages, so a French address leads to the French page. Pages answer such an
 * address with redirectOrMissingPage (missing-page.tsx).
 */
export async function movedTo(locale: Locale, path: string): Promise<string | undefined> {
  const destination = (await getRedirects())[path]
  if (!destination) return undefined
  return destination.startsWith('/') ? localePath(locale, destination) : destination
}
