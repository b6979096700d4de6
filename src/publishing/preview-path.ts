import { localePath } from '@/lib/site/locale-path'
import { defaultLocale, isLocale } from '@/lib/site/locales'
import { siteUrl } from '@/server/env'

/**
 * The address that opens a page of the site (its unprefixed `path`, in the language the admin is
 * editing) in preview: with drafts shown for a signed-in editor, as published for anyone else.
 * Absolute: the admin posts messages to the preview's origin.
 */
export function previewUrl(locale: string | undefined, path: string): string {
  const page = localePath(locale && isLocale(locale) ? locale : defaultLocale, path)
  return `${siteUrl()}/api/preview?path=${encodeURIComponent(page)}`
}

/** The admin and the API are not pages to preview. */
const notAPage = /^\/(?:admin|api|_next)(?:[/?#]|$)/

/**
 * A path of this site's pages to send a visitor to, or null: never another site (`//host`,
 * `/\host`), the admin or the API, whatever a link was made to carry.
 */
export function sitePagePath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || !value.startsWith('/')) return null
  const base = 'http://site.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base || notAPage.test(url.pathname)) return null
  return `${url.pathname}${url.search}`
}
