import type { DataFromGlobalSlug, GlobalSlug } from 'payload'
import { unstable_cache } from 'next/cache'

import type { Locale } from '@/lib/site/locales'

import { payloadClient } from './payload'
import { cacheTags } from './tags'

function getGlobal<TSlug extends GlobalSlug>(
  slug: TSlug,
  locale: Locale,
): Promise<DataFromGlobalSlug<TSlug>> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      return payload.findGlobal({ slug, locale, depth: 1 })
    },
    ['global', slug, locale],
    { tags: [cacheTags.global(slug)] },
  )()
}

export const getSiteSettings = (locale: Locale) => getGlobal('site-settings', locale)
export const getHomePage = (locale: Locale) => getGlobal('home-page', locale)
export const getAboutPage = (locale: Locale) => getGlobal('about-page', locale)
export const getCareersPage = (locale: Locale) => getGlobal('careers-page', locale)
export const getProductsServicesPage = (locale: Locale) =>
  getGlobal('products-services-page', locale)
export const getNetworkPage = (locale: Locale) => getGlobal('network-page', locale)
export const getPartnershipPage = (locale: Locale) => getGlobal('partnership-page', locale)
