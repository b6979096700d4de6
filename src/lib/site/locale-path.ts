import { defaultLocale, type Locale } from './locales'

/** A site path as seen in the given locale: English has no prefix, French lives under /fr. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale || !path.startsWith('/')) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
