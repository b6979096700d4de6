import { SiteHeader } from '@/components/layout/header/site-header'
import { localePath } from '@/lib/site/locale-path'
import { routeLocale } from '@/lib/site/route-params'

/** The home page's header ([...missing]/page.tsx has the others'). */
export default async function HomeHeaderSlot({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params)
  return <SiteHeader locale={locale} currentPath={localePath(locale, '/')} />
}
