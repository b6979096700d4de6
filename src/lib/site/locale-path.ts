import { defaultLocale, locales, type Locale } from './locales'

/** A site path as seen in the given locale: English has no prefix, French lives under /fr. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale || !path.startsWith('/')) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The path of the same page in another locale, from a path as the browser shows it. */
export function pathInLocale(pathname: string, to: Locale): string {
  const prefix = locales.find(
    (locale) =>
      locale !== defaultLocale && (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)),
  )
  const unprefixed = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname
  return localePath(to, unprefixed)
}

/** The cookie that keeps a visitor's chosen language for their next visit to /. */
export const localeCookie = 'NEXT_LOCALE'
