import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/seo/json-ld'
import { descriptionParagraphs, requirementLines } from '@/lib/content/job-postings'
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

type Props = { job: JobPosting; organization: string; url: string }

/**
 * The posting as a JobPosting for search engines' job listings, on its own page: Google for Jobs
 * wants one job per page, the page that describes it.
 */
export async function JobPostingJsonLd({ job, organization, url }: Props) {
  const t = await getTranslations('pages.seo')
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: `${descriptionParagraphs(job.description)
          .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
          .join('')}<ul>${requirementLines(job.requirements)
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>`,
        datePosted: job.createdAt,
        ...(job.closesAt && { validThrough: job.closesAt }),
        employmentType: employmentTypes[job.employmentType],
        hiringOrganization: { '@type': 'Organization', name: organization },
        industry: t('industry'),
        occupationalCategory: job.department,
        directApply: true,
        url,
        ...location(job),
      }}
    />
  )
}
