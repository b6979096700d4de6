import { SiteHeader } from '@/components/layout/header/site-header'
import { routeLocale } from '@/lib/site/route-params'

/** Never reached while page.tsx and [...missing] match every address; the header, no page marked. */
export default async function HeaderSlotDefault({
  params,
}: {
  params: Promise<{ locale: string }>
}) {
  return <SiteHeader locale={await routeLocale(params)} currentPath="" />
}
