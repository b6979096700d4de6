import type { Metadata } from 'next'

import { JobPostingDetail } from '@/components/careers/job-posting-detail'
import { getSiteSettings } from '@/lib/data/globals'
import { getOpenPosting } from '@/lib/data/job-postings'
import { postingPath } from '@/lib/content/job-postings'
import { documentPaths } from '@/lib/site/document-path'
import { missingPageMetadata, redirectOrMissingPage } from '@/components/shared/missing-page'
import { pageMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [posting, settings] = await Promise.all([
    getOpenPosting((await params).slug, locale),
    getSiteSettings(locale),
  ])
  // Where there is no open posting, the page itself redirects or shows the 404 page, titled here.
  if (!posting) return missingPageMetadata(locale)
  return pageMetadata({
    fallbackTitle: `${posting.title} – ${posting.location}`,
    fallbackDescription: posting.description,
    path: postingPath(posting),
    locale,
    siteName: settings.siteName,
  })
}

/**
 * The open posting at this address. A draft, inactive or closed posting, or none, shows the 404 page
 * (or leads to a renamed posting's new address), which nothing keeps in the cache.
 */
export default async function JobPostingPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([routeLocale(params), params])
  const [posting, settings] = await Promise.all([
    getOpenPosting(slug, locale),
    getSiteSettings(locale),
  ])
  if (!posting) return redirectOrMissingPage(locale, documentPaths['job-postings'](slug))
  return (
    <>
      <JobPostingDetail job={posting} organization={settings.siteName} locale={locale} />
      <WhatsAppChat locale={locale} about={{ title: posting.title }} />
    </>
  )
}
