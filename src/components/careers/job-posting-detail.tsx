import { Briefcase, MapPin } from '@/components/ui/lucide-icons'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/shared/breadcrumbs'
import { CheckList } from '@/components/shared/check-list'
import { CtaBand } from '@/components/shared/cta-band'
import { PageHero } from '@/components/shared/page-hero'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import {
  salaryLine,
  applyPath,
  descriptionParagraphs,
  postingPath,
  requirementLines,
} from '@/lib/content/job-postings'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import { absoluteUrl } from '@/lib/site/page-metadata'
import type { JobPosting } from '@/payload-types'

import { JobPostingJsonLd } from './job-posting-json-ld'

type JobPostingDetailProps = {
  job: JobPosting
  organization: string
  locale: Locale
}

/**
 * A posting's own page: its whole description and requirements, and Apply. The posting is written
 * in one language, which its own texts carry for screen readers, whichever language the page is in.
 */
export async function JobPostingDetail({ job, organization, locale }: JobPostingDetailProps) {
  const [t, careers, common] = await Promise.all([
    getTranslations('pages.jobPosting'),
    getTranslations('pages.careers'),
    getTranslations('common'),
  ])
  const path = (href: string) => localePath(locale, href)
  const applyHref = path(applyPath(job))
  return (
    <>
      <JobPostingJsonLd
        job={job}
        organization={organization}
        url={absoluteUrl(path(postingPath(job)))}
      />
      <PageHero
        heading={job.title}
        headingLang={job.language}
        above={
          <Breadcrumbs
            crumbs={[
              { name: common('home'), href: path('/') },
              { name: t('careers'), href: path('/careers') },
              { name: job.title, href: path(postingPath(job)) },
            ]}
          />
        }
      >
        <div className="mt-6 flex flex-wrap gap-2">
          <Badge tone="dark" lang={job.language}>
            {job.department}
          </Badge>
          <Badge tone="dark">{careers(`employmentTypes.${job.employmentType}`)}</Badge>
          {job.language !== locale && (
            <Badge tone="dark">{careers(`languages.${job.language}`)}</Badge>
          )}
        </div>
        <p lang={job.language} className="mt-4 flex flex-wrap items-center gap-2 text-navy-100">
          <MapPin aria-hidden="true" className="size-5 text-teal-300" />
          {job.location}
          {job.salaryRange ? (
            <>
              <span aria-hidden="true">·</span>
              <Briefcase aria-hidden="true" className="size-5 text-teal-300" />
              {salaryLine(job, careers(`salaryPeriods.${job.salaryPeriod ?? 'year'}`))}
            </>
          ) : null}
        </p>
        {job.closesAt ? (
          <p className="mt-2 font-medium text-white">
            {careers('closes', { date: new Date(job.closesAt) })}
          </p>
        ) : null}
        <ButtonLink href={applyHref} variant="light" size="lg" className="mt-8">
          {t('apply')}
        </ButtonLink>
      </PageHero>

      <Section id="description" heading={t('aboutRole')}>
        <div lang={job.language} className="mx-auto max-w-3xl space-y-4 text-lg text-slate-700">
          {descriptionParagraphs(job.description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="requirements" tone="muted" heading={t('requirements')}>
        <div lang={job.language} className="mx-auto max-w-3xl text-lg text-slate-700">
          <CheckList items={requirementLines(job.requirements).map((text) => ({ text }))} />
        </div>
      </Section>

      <CtaBand heading={t('ctaHeading')} intro={t('ctaIntro')}>
        <ButtonLink href={applyHref} variant="light" size="lg">
          {t('apply')}
        </ButtonLink>
        <ButtonLink href={path('/careers#open-positions')} variant="outline-light" size="lg">
          {t('allPositions')}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
