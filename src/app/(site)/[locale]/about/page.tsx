import type { Metadata } from 'next'

import { JourneyTimeline } from '@/components/about/journey-timeline'
import { OurStory } from '@/components/about/our-story'
import { VisionMission } from '@/components/home/vision-mission'
import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { PageHero } from '@/components/shared/page-hero'
import { StatGrid } from '@/components/shared/stat-grid'
import { Section } from '@/components/ui/section'
import { getAboutPage } from '@/lib/data/globals'
import { getTimeline } from '@/lib/data/timeline'
import { pageGlobalMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageGlobalMetadata(await getAboutPage(locale), '/about', locale)
}

export default async function AboutPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [page, timeline] = await Promise.all([getAboutPage(locale), getTimeline(locale)])
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        {page.stats?.length ? (
          <StatGrid stats={page.stats} tone="dark" className="mt-12 max-w-4xl" />
        ) : null}
      </PageHero>
      <OurStory story={page.story} />
      <Section
        id="strengths"
        tone="muted"
        heading={page.strengths?.heading}
        intro={page.strengths?.intro}
      >
        <IconCardGrid items={page.strengths?.items ?? []} />
      </Section>
      <Section id="journey" heading={page.journey?.heading} intro={page.journey?.intro}>
        <JourneyTimeline entries={timeline} />
      </Section>
      <VisionMission id="vision" {...page.visionMission} />
      <WhatsAppChat locale={locale} about="about" />
    </>
  )
}
