import type { Metadata } from 'next'

import { cmsPageMetadata } from '@/page-builder/cms-page'
import { routeLocale } from '@/lib/site/route-params'

import { ApplyRoute } from './apply-route'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata('apply', await routeLocale(params))
}

export default async function ApplyPage({ params }: Props) {
  return <ApplyRoute locale={await routeLocale(params)} />
}
