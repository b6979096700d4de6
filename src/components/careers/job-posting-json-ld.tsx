import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/seo/json-ld'
import { requirementLines } from '@/lib/content/job-postings'
import { absoluteUrl } from '@/lib/site/page-metadata'
import type { JobPosting } from '@/payload-types'

const employmentTypes: Record<JobPosting['employmentType'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
}

/** schema.org wants the description as HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** "Remote" postings are telecommute jobs; others name a city and country, e.g. "Lagos, Nigeria". */
function location(job: JobPosting) {
  if (/remote/i.test(job.location)) return { jobLocationType: 'TELECOMMUTE' }
  const parts = job.location.split(',').map((part) => part.trim())
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: parts[0],
        addressCountry: parts.at(-1),
      },
    },
  }
}

type Props = { jobs: JobPosting[]; organization: string; applyHref: (job: JobPosting) => string }

/** One JobPosting per open position, so the jobs can appear in search engines' job listings. */
export async function JobPostingJsonLd({ jobs, organization, applyHref }: Props) {
  const t = await getTranslations('pages.seo')
  return (
    <>
      {jobs.map((job) => (
        <JsonLd
          key={job.id}
          data={{
            '@context': 'https://schema.org',
            '@type': 'JobPosting',
            title: job.title,
            description: `<p>${escapeHtml(job.description)}</p><ul>${requirementLines(
              job.requirements,
            )
              .map((line) => `<li>${escapeHtml(line)}</li>`)
              .join('')}</ul>`,
            datePosted: job.createdAt,
            ...(job.closesAt && { validThrough: job.closesAt }),
            employmentType: employmentTypes[job.employmentType],
            hiringOrganization: { '@type': 'Organization', name: organization },
            industry: t('industry'),
            occupationalCategory: job.department,
            directApply: true,
            url: absoluteUrl(applyHref(job)),
            ...location(job),
          }}
        />
      ))}
    </>
  )
}
