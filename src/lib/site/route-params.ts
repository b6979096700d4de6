import { notFound } from 'next/navigation'

import { isLocale, type Locale } from './locales'

/** The locale of a route under [locale]; the layout has already rejected unknown ones. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}
