import type { Metadata } from 'next'

import { RegionDetail } from '@/components/regions/region-detail'
import { getSiteSettings } from '@/lib/data/globals'
import { getRegion, getRegions } from '@/lib/data/regions'
import type { Locale } from '@/lib/site/locales'
import { pageMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { documentPaths } from '@/lib/site/document-path'
import { redirectOrNotFound } from '@/lib/site/redirect'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

async function regionOf(params: Props['params'], locale: Locale) {
  const { slug } = await params
  const region = await getRegion(slug, locale)
  return region ?? redirectOrNotFound(locale, documentPaths.regions(slug))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [region, settings] = await Promise.all([
    getRegion((await params).slug, locale),
    getSiteSettings(locale),
  ])
  // Where there is no region, the page itself redirects or answers 404 (one answer, not two).
  if (!region) return {}
  return pageMetadata({
    meta: region.meta,
    fallbackTitle: region.name,
    fallbackDescription: region.description,
    path: `/regions/${region.slug}`,
    locale,
    siteName: settings.siteName,
  })
}

export default async function RegionPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [region, regions] = await Promise.all([regionOf(params, locale), getRegions(locale)])
  return (
    <RegionDetail
      region={region}
      otherRegions={regions.filter((other) => other.slug !== region.slug)}
      locale={locale}
    />
  )
}
