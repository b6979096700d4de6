import { Briefcase, MapPin } from '@/components/ui/lucide-icons'
import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { applyPath, salaryLine, postingPath, requirementLines } from '@/lib/content/job-postings'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { JobPosting } from '@/payload-types'

/** How many requirement lines a card shows before '+N more requirements'. */
export const requirementsShown = 2

/**
 * A posting's card, in the page's language, or in the posting's own when it has no translation
 * yet: then marked with that language, and its texts carry it for screen readers. Its title and
 * its '+N more requirements' lead to the posting's own page.
 */
export async function JobCard({ job, locale }: { job: JobPosting; locale: Locale }) {
  const t = await getTranslations('pages.careers')
  const requirements = requirementLines(job.requirements)
  const hidden = requirements.length - requirementsShown
  const href = localePath(locale, postingPath(job))
  return (
    <Card className="flex h-full flex-col">
      <div className="flex flex-wrap gap-2">
        <Badge tone="navy" lang={job.language}>
          {job.department}
        </Badge>
        <Badge>{t(`employmentTypes.${job.employmentType}`)}</Badge>
        {job.language !== locale && <Badge>{t(`languages.${job.language}`)}</Badge>}
      </div>
      <h3 lang={job.language} className="mt-4 text-xl font-semibold text-navy-950">
        <a href={href} className="rounded-sm hover:text-teal-700 hover:underline">
          {job.title}
        </a>
      </h3>
      <p lang={job.language} className="mt-2 flex items-center gap-2 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 text-teal-700" />
        {job.location}
        {job.salaryRange ? (
          <>
            <span aria-hidden="true">·</span>
            <Briefcase aria-hidden="true" className="size-4 text-teal-700" />
            {salaryLine(job, t(`salaryPeriods.${job.salaryPeriod ?? 'year'}`))}
          </>
        ) : null}
      </p>
      <p lang={job.language} className="mt-4 leading-relaxed text-slate-600">
        {job.description}
      </p>
      <ul
        lang={job.language}
        className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-teal-600"
      >
        {requirements.slice(0, requirementsShown).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {hidden > 0 ? (
        <p className="mt-2 text-sm font-medium">
          <a href={href} className="rounded-sm text-teal-700 underline hover:text-teal-900">
            {t.rich('moreRequirements', {
              count: hidden,
              title: job.title,
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </a>
        </p>
      ) : null}
      {job.closesAt ? (
        <p className="mt-4 text-sm font-medium text-slate-700">
          {t('closes', { date: new Date(job.closesAt) })}
        </p>
      ) : null}
      <div className="mt-auto pt-6">
        <ButtonLink href={localePath(locale, applyPath(job))}>
          {t.rich('applyNow', {
            title: job.title,
            sr: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </ButtonLink>
      </div>
    </Card>
  )
}
