import { ArrowRight, ChartColumn, FileDown, MapPinned } from '@/components/ui/lucide-icons'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/shared/breadcrumbs'
import { CheckList } from '@/components/shared/check-list'
import { CtaBand } from '@/components/shared/cta-band'
import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { PageHero } from '@/components/shared/page-hero'
import { StatGrid } from '@/components/shared/stat-grid'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { Region } from '@/payload-types'
import { MarketReportForm } from '@/submissions/market-report/form'
import { formSetup } from '@/submissions/form/words'
import { marketReportFormIntro } from '@/submissions/market-report/messages'

import { CountryCard } from './country-card'

type RegionDetailProps = { region: Region; otherRegions: Region[]; locale: Locale }

/**
 * A region page. 'Market Insights' and 'Regional Analysis' jump to the sections they name, the
 * market figures with the countries and the region's highlight cards; 'Download Market Report' to
 * the form that e-mails the region's report, when editors have given it one.
 */
export async function RegionDetail({ region, otherRegions, locale }: RegionDetailProps) {
  const reportForm = region.report
    ? formSetup('market-report', locale, `/regions/${region.slug}`)
    : null
  const reportIntro = reportForm && marketReportFormIntro(reportForm.words, region.name)
  const [t, common, crumbs, cta] = await Promise.all([
    getTranslations('pages.region'),
    getTranslations('common'),
    getTranslations('pages.breadcrumbs'),
    getTranslations('pages.cta'),
  ])
  const path = (href: string) => localePath(locale, href)
  return (
    <>
      <PageHero
        eyebrow={region.name}
        heading={region.headline}
        intro={region.description}
        above={
          <Breadcrumbs
            crumbs={[
              { name: common('home'), href: path('/') },
              { name: crumbs('network'), href: path('/network') },
              { name: region.name, href: path(`/regions/${region.slug}`) },
            ]}
          />
        }
      >
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="#market-insights" variant="light" size="lg">
            <MapPinned aria-hidden="true" className="size-5" />
            {t('marketInsights')}
          </ButtonLink>
          {region.highlights?.cards?.length ? (
            <ButtonLink href="#regional-analysis" variant="outline-light" size="lg">
              <ChartColumn aria-hidden="true" className="size-5" />
              {t('regionalAnalysis')}
            </ButtonLink>
          ) : null}
          {region.report ? (
            <ButtonLink href="#market-report" variant="outline-light" size="lg">
              <FileDown aria-hidden="true" className="size-5" />
              {t('downloadReport')}
            </ButtonLink>
          ) : null}
        </div>
      </PageHero>

      <Section
        id="market-insights"
        heading={t('marketInsights')}
        intro={t('marketInsightsIntro', { region: region.name })}
      >
        {region.figures?.length ? <StatGrid stats={region.figures} className="mb-10" /> : null}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {(region.countries ?? []).map((country) => (
            <li key={country.id ?? country.name}>
              <CountryCard country={country} />
            </li>
          ))}
        </ul>
        {reportForm && reportIntro ? (
          <Card id="market-report" className="mx-auto mt-12 max-w-3xl scroll-mt-24 p-6 sm:p-8">
            <h3 id="market-report-heading" className="text-2xl font-bold text-navy-950">
              {reportIntro.heading}
            </h3>
            <p className="mt-2 mb-6 text-slate-600">{reportIntro.intro}</p>
            <MarketReportForm region={region.slug} {...reportForm} />
          </Card>
        ) : null}
      </Section>

      {region.highlights?.cards?.length ? (
        <Section
          id="regional-analysis"
          tone="muted"
          eyebrow={t('regionalAnalysis')}
          heading={region.highlights.heading || t('regionalAnalysis')}
        >
          <IconCardGrid
            items={region.highlights.cards}
            columns={region.highlights.cards.length === 4 ? 4 : 3}
          />
        </Section>
      ) : null}

      {region.roadmap?.goals?.length ? (
        <Section id="roadmap" heading={region.roadmap.heading}>
          <Card className="mx-auto max-w-2xl p-8">
            <CheckList items={region.roadmap.goals} className="space-y-4 text-lg" />
          </Card>
        </Section>
      ) : null}

      {otherRegions.length ? (
        <Section
          id="other-regions"
          tone={region.roadmap?.goals?.length ? 'muted' : 'white'}
          heading={t('otherRegions')}
        >
          <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
            {otherRegions.map((other) => (
              <li key={other.id}>
                <a
                  href={path(`/regions/${other.slug}`)}
                  className="flex items-center justify-between rounded-2xl bg-white p-6 font-semibold text-navy-950 ring-1 ring-slate-200 transition-shadow hover:shadow-md"
                >
                  <span>
                    {other.name}
                    <span className="mt-1 block text-sm font-normal text-slate-600">
                      {other.headline}
                    </span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-5 text-teal-700" />
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CtaBand heading={t('ctaHeading', { region: region.name })} intro={t('ctaIntro')}>
        <ButtonLink href={path('/get-quote')} variant="light" size="lg">
          {cta('getQuote')}
        </ButtonLink>
        <ButtonLink href={path('/partnership')} variant="outline-light" size="lg">
          {cta('partnerWithUs')}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
