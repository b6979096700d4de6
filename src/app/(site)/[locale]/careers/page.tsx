import type { Metadata } from 'next'

import { routeLocale } from '@/lib/site/route-params'

import { CareersRoute, careersMetadata } from './careers-route'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return careersMetadata(await routeLocale(params), 1)
}

export default async function CareersPage({ params }: Props) {
  return <CareersRoute locale={await routeLocale(params)} pageNumber={1} />
}
