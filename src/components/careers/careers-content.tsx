import { getTranslations } from 'next-intl/server'

import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { PageHero } from '@/components/shared/page-hero'
import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import type { OpenPositionsPage } from '@/lib/data/job-postings'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { CareersPage } from '@/payload-types'

import { JobCard } from './job-card'
import { NoOpenPositions } from './open-positions-states'
import { Pagination } from './pagination'

type CareersContentProps = {
  page: CareersPage
  positions: OpenPositionsPage
  locale: Locale
}

/** The careers page at any page of its open positions list. */
export async function CareersContent({ page, positions, locale }: CareersContentProps) {
  const t = await getTranslations('pages.careers')
  const pageHref = (number: number) =>
    localePath(
      locale,
      number === 1 ? '/careers#open-positions' : `/careers?page=${number}#open-positions`,
    )
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <ButtonLink href="#open-positions" variant="light" size="lg" className="mt-10">
          {page.openPositions?.heading || t('openPositions')}
        </ButtonLink>
      </PageHero>
      <Section id="benefits" heading={page.benefits?.heading} intro={page.benefits?.intro}>
        <IconCardGrid items={page.benefits?.items ?? []} />
      </Section>
      <Section id="values" tone="muted" heading={page.values?.heading} intro={page.values?.intro}>
        <IconCardGrid items={page.values?.items ?? []} columns={4} />
      </Section>
      <Section
        id="open-positions"
        heading={page.openPositions?.heading}
        intro={page.openPositions?.intro}
      >
        {positions.jobs.length ? (
          <>
            <ul className="grid gap-6 md:grid-cols-2">
              {positions.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} locale={locale} />
                </li>
              ))}
            </ul>
            <Pagination
              page={positions.page}
              totalPages={positions.totalPages}
              hrefOf={pageHref}
              label={t('paginationLabel')}
            />
          </>
        ) : (
          <NoOpenPositions labels={{ title: t('noPositions'), text: t('checkBackSoon') }} />
        )}
      </Section>
    </>
  )
}
