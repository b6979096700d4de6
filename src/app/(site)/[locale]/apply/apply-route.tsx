import { getTranslations } from 'next-intl/server'

import { PageTextAside } from '@/page-builder/built-page'
import { PageHero } from '@/components/shared/page-hero'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { applyPath, postingPath } from '@/lib/content/job-postings'
import { getOpenPostings, type OpenPosting } from '@/lib/data/job-postings'
import { cmsPage } from '@/page-builder/cms-page'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import { MissingPage } from '@/components/shared/missing-page'
import { formSetup } from '@/submissions/form/words'
import { JobApplicationForm } from '@/submissions/job-application/form'
import { applyFormPosting } from '@/submissions/job-application/postings'
import { WhatsAppChat } from '@/whatsapp/chat-strip'
import { screeningWords } from '@/recruiting/screening/messages'
import { formQuestionsByTitle } from '@/recruiting/screening/form-questions'
import { ScreeningQuestions } from '@/recruiting/screening/ScreeningQuestions'

const slug = 'apply'

/**
 * The application form, alone (/apply) or for one open posting (/apply?job=<id>, which
 * next.config.mjs rewrites to a cached page of its own): then the page names the posting and the
 * form has it chosen, before and without any script.
 */
export async function ApplyRoute({ locale, posting }: { locale: Locale; posting?: OpenPosting }) {
  const [page, jobs, t, careers] = await Promise.all([
    cmsPage(slug, locale),
    getOpenPostings(locale),
    getTranslations('pages.apply'),
    getTranslations('pages.careers'),
  ])
  if (!page) return <MissingPage locale={locale} />
  const questions = await formQuestionsByTitle(jobs, locale)
  const setup = formSetup('job-application', locale, posting ? applyPath(posting) : `/${slug}`)
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} heading={page.title} intro={page.intro} />
      <Section id="application" tone="muted">
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            {posting ? (
              <Card className="p-6 sm:p-8" aria-labelledby="applying-for">
                <p id="applying-for" className="text-sm font-semibold text-teal-700">
                  {t('applyingFor')}
                </p>
                <h2 lang={posting.language} className="mt-1 text-2xl font-semibold text-navy-950">
                  {posting.title}
                </h2>
                <p className="mt-2 text-slate-600">
                  <span lang={posting.language}>
                    {posting.department} · {posting.location}
                  </span>{' '}
                  · {careers(`employmentTypes.${posting.employmentType}`)}
                </p>
                <a
                  href={localePath(locale, postingPath(posting))}
                  className="mt-3 inline-block rounded-sm font-medium text-teal-700 underline hover:text-teal-900"
                >
                  {t('readPosting')}
                </a>
              </Card>
            ) : null}
            <Card className="p-6 sm:p-8">
              <JobApplicationForm
                jobs={jobs.map(applyFormPosting)}
                postingQuestions={
                  <ScreeningQuestions byTitle={questions} words={screeningWords(locale)} />
                }
                {...setup}
                empty={
                  posting
                    ? {
                        ...setup.empty,
                        position: posting.title,
                        salaryCurrency: posting.salaryCurrency ?? '',
                        salaryPeriod: posting.salaryPeriod ?? '',
                      }
                    : setup.empty
                }
              />
            </Card>
          </div>
          <PageTextAside page={page} label={t('howWeHire')} />
        </div>
      </Section>
      <WhatsAppChat locale={locale} about={posting ? { title: posting.title } : 'apply'} />
    </>
  )
}
