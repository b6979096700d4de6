import type { Metadata } from 'next'

import { MissingPage, missingPageMetadata } from '@/components/shared/missing-page'
import { routeLocale } from '@/lib/site/route-params'

import { CareersRoute, careersMetadata } from '../../careers-route'

type Props = { params: Promise<{ locale: string; page: string }> }

export function generateStaticParams() {
  return []
}

/** Page numbers from 1 up, written without leading zeros; anything else is not a page. */
async function pageNumberOf(params: Props['params']): Promise<number | undefined> {
  const { page } = await params
  return /^[1-9]\d{0,3}$/.test(page) ? Number(page) : undefined
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, pageNumber] = await Promise.all([routeLocale(params), pageNumberOf(params)])
  return pageNumber ? careersMetadata(locale, pageNumber) : missingPageMetadata(locale)
}

export default async function CareersPageNumber({ params }: Props) {
  const [locale, pageNumber] = await Promise.all([routeLocale(params), pageNumberOf(params)])
  if (!pageNumber) return <MissingPage locale={locale} />
  return <CareersRoute locale={locale} pageNumber={pageNumber} />
}
