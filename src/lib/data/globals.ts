import type { DataFromGlobalSlug, GlobalSlug } from 'payload'

import type { Locale } from '@/lib/site/locales'

import { payloadClient } from './payload'
import { readPublished } from './published'
import { cacheTags } from './tags'

function getGlobal<TSlug extends GlobalSlug>(
  slug: TSlug,
  locale: Locale,
): Promise<DataFromGlobalSlug<TSlug>> {
  return readPublished(['global', slug, locale], [cacheTags.global(slug)], async (drafts) => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug, locale, draft: drafts, depth: 1 })
  })
}

export const getSiteSettings = (locale: Locale) => getGlobal('site-settings', locale)
export const getHomePage = (locale: Locale) => getGlobal('home-page', locale)
export const getAboutPage = (locale: Locale) => getGlobal('about-page', locale)
export const getCareersPage = (locale: Locale) => getGlobal('careers-page', locale)
export const getProductsServicesPage = (locale: Locale) =>
  getGlobal('products-services-page', locale)
export const getNetworkPage = (locale: Locale) => getGlobal('network-page', locale)
export const getPartnershipPage = (locale: Locale) => getGlobal('partnership-page', locale)
