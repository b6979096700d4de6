import type { Metadata } from 'next'

import { quoteServiceTypeOptions } from '@/lib/content/submission-options'
import { MissingPage } from '@/components/shared/missing-page'
import { routeLocale } from '@/lib/site/route-params'
import { cmsPageMetadata } from '@/page-builder/cms-page'

import { QuotePage, quotePageSlug } from '../quote-page'

type Props = { params: Promise<{ locale: string; service: string }> }

const isService = (value: string) =>
  quoteServiceTypeOptions.some((option) => option.value === value)

// Each service's page is rendered on first request and kept, as the locale's pages are.
export function generateStaticParams() {
  return []
}

/** The quote page's own metadata: /get-quote is the one address search engines are given. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(quotePageSlug, await routeLocale(params))
}

/** /get-quote/<service>: the quote page with that service chosen (a product's Get Quote). */
export default async function GetQuoteForServicePage({ params }: Props) {
  const [locale, { service }] = await Promise.all([routeLocale(params), params])
  if (!isService(service)) return <MissingPage locale={locale} />
  return <QuotePage locale={locale} service={service} />
}
