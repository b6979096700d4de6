import type { Metadata } from 'next'

import { siteUrl } from '@/server/env'
import { localePath } from './locale-path'
import { defaultLocale, locales, type Locale } from './locales'
import { getSiteSettings } from '@/lib/data/globals'
import type { Media } from '@/payload-types'

/** The SEO plugin's fields, as every page global, product, region and page carries them. */
export type SeoMeta = {
  title?: string | null
  description?: string | null
  keywords?: string | null
  image?: number | Media | null
}

type PageMetadataInput = {
  meta?: SeoMeta | null
  /** Used when editors left the SEO title empty. */
  fallbackTitle: string
  fallbackDescription?: string | null
  /** The page's path without locale prefix, e.g. "/products/vas". */
  path: string
  locale: Locale
  siteName: string
}

export const absoluteUrl = (path: string) => new URL(path, siteUrl()).toString()

/** Open Graph's name of each language. */
const openGraphLocales: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' }

/**
 * The page in every language, by hreflang, with English as the default for other languages:
 * absolute URLs, the same on every language's page (reciprocal).
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(localePath(locale, path))])),
    'x-default': absoluteUrl(localePath(defaultLocale, path)),
  }
}

/** Title, description, keywords, canonical URL, Open Graph and Twitter tags of one page. */
export function pageMetadata({
  meta,
  fallbackTitle,
  fallbackDescription,
  path,
  locale,
  siteName,
}: PageMetadataInput): Metadata {
  const title = meta?.title || `${fallbackTitle} | ${siteName}`
  const description = meta?.description || fallbackDescription || undefined
  const url = absoluteUrl(localePath(locale, path))
  const image = typeof meta?.image === 'object' && meta.image?.url ? meta.image : null
  const images = image
    ? [
        {
          url: image.url!,
          width: image.width ?? undefined,
          height: image.height ?? undefined,
          alt: image.alt,
        },
      ]
    : undefined
  return {
    title: { absolute: title },
    description,
    keywords: meta?.keywords
      ?.split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url,
      siteName,
      title,
      description,
      locale: openGraphLocales[locale],
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => openGraphLocales[other]),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description,
      images: images?.map(({ url: imageUrl }) => imageUrl),
    },
    robots: { index: true, follow: true },
  }
}

type PageGlobal = { meta?: SeoMeta | null; hero: { heading: string; intro?: string | null } }

/** Metadata of a static page whose copy is a page global (home, about, network, …). */
export async function pageGlobalMetadata(
  page: PageGlobal,
  path: string,
  locale: Locale,
): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  return pageMetadata({
    meta: page.meta,
    fallbackTitle: page.hero.heading,
    fallbackDescription: page.hero.intro,
    path,
    locale,
    siteName: settings.siteName,
  })
}
