import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CareersContent } from '@/components/careers/careers-content'
import { getCareersPage, getSiteSettings } from '@/lib/data/globals'
import { getOpenPositions } from '@/lib/data/job-postings'
import type { Locale } from '@/lib/site/locales'
import { MissingPage, missingPageMetadata } from '@/components/shared/missing-page'
import { pageMetadata } from '@/lib/site/page-metadata'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

/** /careers is page 1 of the open positions; /careers?page=N is rewritten to /careers/page/N. */
const careersPath = (pageNumber: number) =>
  pageNumber === 1 ? '/careers' : `/careers?page=${pageNumber}`

export async function careersMetadata(locale: Locale, pageNumber: number): Promise<Metadata> {
  const [page, settings, t, positions] = await Promise.all([
    getCareersPage(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'pages.careers' }),
    // Unreadable postings are the page's to show (error.tsx), under the careers title.
    getOpenPositions(pageNumber, locale).catch(() => undefined),
  ])
  // A page past the last shows the 404 page.
  if (positions === null) return missingPageMetadata(locale)
  const metadata = pageMetadata({
    meta: page.meta,
    fallbackTitle: page.hero.heading,
    fallbackDescription: page.hero.intro,
    path: careersPath(pageNumber),
    locale,
    siteName: settings.siteName,
  })
  if (pageNumber === 1) return metadata
  const title = t('pageTitle', { title: page.meta?.title || page.hero.heading, page: pageNumber })
  return {
    ...metadata,
    title: { absolute: title },
    openGraph: { ...metadata.openGraph, title },
    twitter: { ...metadata.twitter, title },
  }
}

export async function CareersRoute({ locale, pageNumber }: { locale: Locale; pageNumber: number }) {
  const [page, positions] = await Promise.all([
    getCareersPage(locale),
    getOpenPositions(pageNumber, locale),
  ])
  if (!positions) return <MissingPage locale={locale} />
  return (
    <>
      <CareersContent page={page} positions={positions} locale={locale} />
      <WhatsAppChat locale={locale} about="careers" />
    </>
  )
}
