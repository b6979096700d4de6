import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RegionDetail } from '@/components/regions/region-detail'
import { getSiteSettings } from '@/lib/data/globals'
import { getRegion, getRegions } from '@/lib/data/regions'
import type { Locale } from '@/lib/site/locales'
import { pageMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

async function regionOf(params: Props['params'], locale: Locale) {
  const region = await getRegion((await params).slug, locale)
  if (!region) notFound()
  return region
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [region, settings] = await Promise.all([regionOf(params, locale), getSiteSettings(locale)])
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
