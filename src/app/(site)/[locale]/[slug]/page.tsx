import type { Metadata } from 'next'

import { cmsPage, cmsPageMetadata } from '@/page-builder/cms-page'
import { documentPaths } from '@/lib/site/document-path'
import { logMissingPage } from '@/lib/site/missing-page-log'
import { redirectOrMissingPage } from '@/components/shared/missing-page'
import { routeLocale } from '@/lib/site/route-params'
import { BuiltPage } from '@/page-builder/built-page'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string; slug: string }> }

/**
 * A page editors built (/<slug>, /fr/<slug>): rendered on its first request and cached until a
 * publish expires it. An address with no published page redirects or answers 404, and keeps
 * nothing (src/server/shared-cache/cache-handler.mjs).
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([routeLocale(params), params])
  return cmsPageMetadata(slug, locale)
}

export default async function EditorsPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([routeLocale(params), params])
  const page = await cmsPage(slug, locale)
  if (page) {
    return (
      <>
        <BuiltPage page={page} locale={locale} />
        <WhatsAppChat locale={locale} about={{ title: page.title }} />
      </>
    )
  }
  const answer = await redirectOrMissingPage(locale, documentPaths.pages(slug))
  logMissingPage(`/${locale}/${slug}`)
  return answer
}
