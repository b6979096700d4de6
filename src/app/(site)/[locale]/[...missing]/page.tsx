import { notFound } from 'next/navigation'

import { missingPageLog } from './missing-page-log'

type Props = { params: Promise<{ locale: string; missing: string[] }> }

// Rendered on every request, so each unknown address is logged and none is cached.
export const dynamic = 'force-dynamic'

const logMissingPage = missingPageLog()

/** Any address no other route serves: logged for the operators, answered with the 404 page. */
export default async function MissingPage({ params }: Props) {
  const { locale, missing } = await params
  logMissingPage(`/${[locale, ...missing].join('/')}`)
  notFound()
}
