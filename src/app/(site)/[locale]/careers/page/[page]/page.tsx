import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { routeLocale } from '@/lib/site/route-params'

import { CareersRoute, careersMetadata } from '../../careers-route'

type Props = { params: Promise<{ locale: string; page: string }> }

export function generateStaticParams() {
  return []
}

/** Page numbers from 1 up, written without leading zeros; anything else is not a page. */
async function pageNumberOf(params: Props['params']): Promise<number> {
  const { page } = await params
  if (!/^[1-9]\d{0,3}$/.test(page)) notFound()
  return Number(page)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return careersMetadata(await routeLocale(params), await pageNumberOf(params))
}

export default async function CareersPageNumber({ params }: Props) {
  return <CareersRoute locale={await routeLocale(params)} pageNumber={await pageNumberOf(params)} />
}
