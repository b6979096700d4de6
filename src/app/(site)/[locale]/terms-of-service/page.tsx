import type { Metadata } from 'next'

import { LegalPage } from '@/components/content/legal-page'
import { cmsPage, cmsPageMetadata } from '@/page-builder/cms-page'
import { MissingPage } from '@/components/shared/missing-page'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string }> }

const slug = 'terms-of-service'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(slug, await routeLocale(params))
}

export default async function TermsOfServicePage({ params }: Props) {
  const locale = await routeLocale(params)
  const page = await cmsPage(slug, locale)
  if (!page) return <MissingPage locale={locale} />
  return (
    <>
      <LegalPage page={page} locale={locale} />
      <WhatsAppChat locale={locale} about="termsOfService" />
    </>
  )
}
