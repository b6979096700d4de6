import type { Metadata } from 'next'

import { routeLocale } from '@/lib/site/route-params'
import { DownloadLinkPage, downloadPageMessages } from '@/submissions/market-report/download-page'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string; token: string }> }

// One visitor's link, read from the database on every visit: never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return {
    title: downloadPageMessages[locale].metaTitle,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

export default async function MarketReportLinkPage({ params }: Props) {
  const [locale, { token }] = await Promise.all([routeLocale(params), params])
  return (
    <>
      <DownloadLinkPage token={token} locale={locale} />
      <WhatsAppChat locale={locale} about="marketReport" />
    </>
  )
}
