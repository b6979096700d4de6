import type { Metadata } from 'next'

import { ContactSection } from '@/components/home/contact-section'
import { FlagStrip } from '@/components/home/flag-strip'
import { HomeHero } from '@/components/home/home-hero'
import { RegionalFootprint } from '@/components/home/regional-footprint'
import { ServicesGrid } from '@/components/home/services-grid'
import { VisionMission } from '@/components/home/vision-mission'
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld'
import { getHomePage, getSiteSettings } from '@/lib/data/globals'
import { getRegions } from '@/lib/data/regions'
import { pageGlobalMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageGlobalMetadata(await getHomePage(locale), '/', locale)
}

export default async function HomePage({ params }: Props) {
  const locale = await routeLocale(params)
  const [page, settings, regions] = await Promise.all([
    getHomePage(locale),
    getSiteSettings(locale),
    getRegions(locale),
  ])
  return (
    <>
      <OrganizationJsonLd settings={settings} />
      <HomeHero hero={page.hero} highlights={settings.figures.highlights ?? []} locale={locale} />
      <FlagStrip strip={page.flagStrip} />
      <ServicesGrid services={page.services} />
      <RegionalFootprint footprint={page.footprint} regions={regions} locale={locale} />
      <VisionMission id="vision" {...page.vision} />
      <ContactSection contact={page.contact} details={settings.contact} locale={locale} />
      <WhatsAppChat locale={locale} about="home" />
    </>
  )
}
