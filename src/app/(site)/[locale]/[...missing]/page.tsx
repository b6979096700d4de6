import type { Metadata } from 'next'

import { defaultLocale, isLocale } from '@/lib/site/locales'
import { missingPageMetadata, redirectOrMissingPage } from '@/components/shared/missing-page'

import { logMissingPage } from '@/lib/site/missing-page-log'

type Props = { params: Promise<{ locale: string; missing: string[] }> }

/**
 * Rendered on each request, as an ISR page whose answer is never kept (a 404 or a redirect:
 * src/server/shared-cache/cache-handler.mjs), so each unknown address is logged and none is
 * cached. Not `force-dynamic`: a page rendered that way streams, and could not answer 404 with
 * its 404 page (src/components/shared/missing-page.tsx).
 */
export function generateStaticParams() {
  return []
}

const localeOf = (locale: string) => (isLocale(locale) ? locale : defaultLocale)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return missingPageMetadata(localeOf((await params).locale))
}

/**
 * Any address no other route serves: led on when editors moved what was there (src/lib/site/
 * redirect.ts), else logged for the operators and answered with the 404 page.
 */
export default async function UnknownAddressPage({ params }: Props) {
  const { locale, missing } = await params
  const path = `/${missing.join('/')}`
  const answer = await redirectOrMissingPage(localeOf(locale), path)
  logMissingPage(`/${locale}${path}`)
  return answer
}
