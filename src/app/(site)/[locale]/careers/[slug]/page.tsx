import type { Metadata } from 'next'

import { JobPostingDetail } from '@/components/careers/job-posting-detail'
import { getSiteSettings } from '@/lib/data/globals'
import { getOpenPosting } from '@/lib/data/jobs'
import { postingPath } from '@/lib/content/job-postings'
import { documentPaths } from '@/lib/site/document-path'
import type { Locale } from '@/lib/site/locales'
import { pageMetadata } from '@/lib/site/page-metadata'
import { redirectOrNotFound } from '@/lib/site/redirect'
import { routeLocale } from '@/lib/site/route-params'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

/**
 * The open posting at this address. A draft, inactive or closed posting, or none, answers 404 (or
 * the redirect of a renamed one), which nothing keeps in the cache.
 */
async function postingOf(params: Props['params'], locale: Locale) {
  const { slug } = await params
  const posting = await getOpenPosting(slug)
  return posting ?? redirectOrNotFound(locale, documentPaths['job-postings'](slug))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [posting, settings] = await Promise.all([
    getOpenPosting((await params).slug),
    getSiteSettings(locale),
  ])
  // Where there is no open posting, the page itself redirects or answers 404 (one answer, not two).
  if (!posting) return {}
  return pageMetadata({
    fallbackTitle: `${posting.title} – ${posting.location}`,
    fallbackDescription: posting.description,
    path: postingPath(posting),
    locale,
    siteName: settings.siteName,
  })
}

export default async function JobPostingPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [posting, settings] = await Promise.all([
    postingOf(params, locale),
    getSiteSettings(locale),
  ])
  return <JobPostingDetail job={posting} organization={settings.siteName} locale={locale} />
}
