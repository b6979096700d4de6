import type { Metadata } from 'next'

import { routeLocale } from '@/lib/site/route-params'
import { cmsPageMetadata } from '@/page-builder/cms-page'

import { QuotePage, quotePageSlug } from './quote-page'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(quotePageSlug, await routeLocale(params))
}

export default async function GetQuotePage({ params }: Props) {
  return <QuotePage locale={await routeLocale(params)} />
}
