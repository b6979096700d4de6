import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { getOpenPostings } from '@/lib/data/job-postings'
import { cmsPageMetadata } from '@/page-builder/cms-page'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import { routeLocale } from '@/lib/site/route-params'

import { ApplyRoute } from '../../apply-route'

type Props = { params: Promise<{ locale: string; job: string }> }

export function generateStaticParams() {
  return []
}

/**
 * /apply?job=<id> (rewritten here by next.config.mjs): the form for that open posting, one cached
 * page per posting. A posting that is not open, or no posting, leads to the form alone; that
 * redirect is answered per request and kept nowhere, so made-up numbers cost nothing lasting.
 */
async function postingOf(params: Props['params'], locale: Locale) {
  const { job } = await params
  const posting = (await getOpenPostings(locale)).find((open) => String(open.id) === job)
  return posting ?? redirect(localePath(locale, '/apply'))
}

/** The same page as /apply, for search engines (its canonical address). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata('apply', await routeLocale(params))
}

export default async function ApplyForPosting({ params }: Props) {
  const locale = await routeLocale(params)
  return <ApplyRoute locale={locale} posting={await postingOf(params, locale)} />
}
