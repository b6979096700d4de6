import { notFound, permanentRedirect } from 'next/navigation'

import { defaultLocale, isLocale } from '@/lib/site/locales'
import { movedTo } from '@/lib/site/redirect'

import { missingPageLog } from './missing-page-log'

type Props = { params: Promise<{ locale: string; missing: string[] }> }

// Rendered on every request, so each unknown address is logged and none is cached.
export const dynamic = 'force-dynamic'

const logMissingPage = missingPageLog()

/**
 * Any address no other route serves: led on when editors moved what was there (src/lib/site/
 * redirect.ts), else logged for the operators and answered with the 404 page.
 */
export default async function MissingPage({ params }: Props) {
  const { locale, missing } = await params
  const path = `/${missing.join('/')}`
  const destination = await movedTo(isLocale(locale) ? locale : defaultLocale, path)
  if (destination) permanentRedirect(destination)
  logMissingPage(`/${locale}${path}`)
  notFound()
}
