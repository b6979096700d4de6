import { localeCookie, pathInLocale } from './locale-path'
import { isLocale, locales, type Locale } from './locales'

/** The address the header's language switch answers (src/app/api/language/route.ts). */
export const languageSwitchPath = '/api/language'

/** The switch's link from the page at `pathname` to the same page in `to`. */
export function languageSwitchHref(to: Locale, pathname: string): string {
  return `${languageSwitchPath}?${new URLSearchParams({ to, from: pathname })}`
}

const anyOrigin = 'http://site.invalid'

/**
 * A path as a Location that stays on this site: browsers read a leading `//` or `/\` as another
 * host, so repeated slashes (and backslashes, read as slashes) collapse to one.
 */
const onThisSite = (path: string) => path.replace(/^[/\\]+/, '/')

/** `from` as a path of this site, without its query; `/` for anything else (never another host). */
function sitePath(from: string | null): string {
  if (!from?.startsWith('/')) return '/'
  let url: URL
  try {
    url = new URL(from, anyOrigin)
  } catch {
    return '/'
  }
  return url.origin === anyOrigin ? onThisSite(url.pathname) : '/'
}

export type LanguageSwitch =
  | { ok: true; locale: Locale; location: string; cookie: { name: string; value: Locale } }
  | { ok: false; message: string }

/** Where the switch leads from its query (`to`, `from`), and the choice it keeps. */
export function languageSwitchOf(query: URLSearchParams): LanguageSwitch {
  const to = query.get('to')
  if (!to || !isLocale(to)) {
    return {
      ok: false,
      message: `The language must be one of ${locales.join(', ')}.`,
    }
  }
  return {
    ok: true,
    locale: to,
    // Checked again once the language prefix is gone: /fr//evil.example would lead to //evil.example.
    location: onThisSite(pathInLocale(sitePath(query.get('from')), to)),
    cookie: { name: localeCookie, value: to },
  }
}
