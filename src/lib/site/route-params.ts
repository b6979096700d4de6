import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from './locales'

/**
 * The locale of a route under [locale], also given to next-intl for the rest of the render
 * (setRequestLocale), so that pages stay static. Unknown locales are not found.
 */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
