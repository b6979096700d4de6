import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/content/rich-text'
import { PageHero } from '@/components/shared/page-hero'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { formSetup } from '@/submissions/form/words'
import { JobApplicationForm } from '@/submissions/job-application/form'
import { cmsPage, cmsPageMetadata } from '@/lib/site/cms-page'
import { getOpenPositionTitles } from '@/lib/data/jobs'
import { routeLocale } from '@/lib/site/route-params'

type Props = { params: Promise<{ locale: string }> }

const slug = 'apply'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(slug, await routeLocale(params))
}

/** A cached page: the form preselects the posting of the careers card's Apply link itself. */
export default async function ApplyPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [page, jobs, t] = await Promise.all([
    cmsPage(slug, locale),
    getOpenPositionTitles(),
    getTranslations('pages.apply'),
  ])
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} heading={page.title} intro={page.intro} />
      <Section id="application" tone="muted">
        <div className="grid gap-8 lg:grid-cols-3">
          <Card className="p-6 sm:p-8 lg:col-span-2">
            <JobApplicationForm jobs={jobs} {...formSetup('job-application', locale, '/apply')} />
          </Card>
          <aside aria-label={t('howWeHire')}>
            <Card>
              <RichText data={page.content} className="text-base [&_h2]:text-xl" />
            </Card>
          </aside>
        </div>
      </Section>
    </>
  )
}
