import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, isLocale } from '@/lib/site/locales'

import { catalogues } from './messages'

/**
 * The locale and messages of a render: the page's [locale] segment, set by routeLocale
 * (setRequestLocale), so that pages stay static.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = requested && isLocale(requested) ? requested : defaultLocale
  return { locale, messages: catalogues[locale], timeZone: 'UTC' }
})
