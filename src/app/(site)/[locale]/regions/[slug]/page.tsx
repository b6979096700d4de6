import type { Metadata } from 'next'

import { RegionDetail } from '@/components/regions/region-detail'
import { getSiteSettings } from '@/lib/data/globals'
import { getRegion, getRegions } from '@/lib/data/regions'
import { pageMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { documentPaths } from '@/lib/site/document-path'
import { missingPageMetadata, redirectOrMissingPage } from '@/components/shared/missing-page'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [region, settings] = await Promise.all([
    getRegion((await params).slug, locale),
    getSiteSettings(locale),
  ])
  // Where there is no region, the page itself redirects or shows the 404 page, titled here.
  if (!region) return missingPageMetadata(locale)
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
  const [locale, { slug }] = await Promise.all([routeLocale(params), params])
  const [region, regions] = await Promise.all([getRegion(slug, locale), getRegions(locale)])
  if (!region) return redirectOrMissingPage(locale, documentPaths.regions(slug))
  return (
    <>
      <RegionDetail
        region={region}
        otherRegions={regions.filter((other) => other.slug !== region.slug)}
        locale={locale}
      />
      <WhatsAppChat locale={locale} about={{ title: region.name }} />
    </>
  )
}
