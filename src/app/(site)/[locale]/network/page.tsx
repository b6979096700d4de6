import { ArrowRight } from '@/components/ui/lucide-icons'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { PageHero } from '@/components/shared/page-hero'
import { StatGrid } from '@/components/shared/stat-grid'
import { Badge } from '@/components/ui/badge'
import { Section } from '@/components/ui/section'
import { getNetworkPage } from '@/lib/data/globals'
import { getRegions } from '@/lib/data/regions'
import { localePath } from '@/lib/site/locale-path'
import { pageGlobalMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageGlobalMetadata(await getNetworkPage(locale), '/network', locale)
}

export default async function NetworkPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [page, regions, t] = await Promise.all([
    getNetworkPage(locale),
    getRegions(locale),
    getTranslations('pages.network'),
  ])
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        {page.stats?.length ? (
          <StatGrid stats={page.stats} tone="dark" className="mt-12 max-w-4xl" />
        ) : null}
      </PageHero>
      <Section id="partners" heading={page.partners?.heading} intro={page.partners?.intro}>
        <IconCardGrid
          items={page.partners?.items ?? []}
          renderExtra={(partner) =>
            partner.countries?.length ? (
              <ul
                className="mt-5 flex flex-wrap gap-2"
                aria-label={t('partnerCountries', { partner: partner.title })}
              >
                {partner.countries.map((country) => (
                  <li key={country.id ?? country.text}>
                    <Badge tone="navy">{country.text}</Badge>
                  </li>
                ))}
              </ul>
            ) : null
          }
        />
      </Section>
      <Section
        id="infrastructure"
        tone="muted"
        heading={page.infrastructure?.heading}
        intro={page.infrastructure?.intro}
      >
        <IconCardGrid items={page.infrastructure?.items ?? []} columns={4} />
      </Section>
      <Section id="regions" heading={page.regions?.heading} intro={page.regions?.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {regions.map((region) => (
            <li key={region.id}>
              <a
                href={localePath(locale, `/regions/${region.slug}`)}
                className="group flex h-full flex-col rounded-2xl bg-navy-950 p-6 text-white transition-colors hover:bg-navy-900"
              >
                <span className="text-xl font-semibold">{region.name}</span>
                <span className="mt-2 flex-1 text-navy-100">{region.headline}</span>
                {region.homeCard?.countriesLine ? (
                  <span className="mt-4 text-sm text-teal-300">
                    {region.homeCard.countriesLine}
                  </span>
                ) : null}
                <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold">
                  {region.homeCard?.buttonLabel || region.name}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <WhatsAppChat locale={locale} about="network" />
    </>
  )
}
