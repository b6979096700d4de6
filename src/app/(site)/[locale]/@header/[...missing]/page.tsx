import { SiteHeader } from '@/components/layout/header/site-header'
import { localePath } from '@/lib/site/locale-path'
import { routeLocale } from '@/lib/site/route-params'

/** `missing`: the name [locale]/[...missing] gives the same segments, which a slot must share. */
type Props = { params: Promise<{ locale: string; missing: string[] }> }

/**
 * The header of every page below the home page. The header is a slot of the site's layout: a
 * slot's page, unlike a layout, is given the whole path, so the header marks the page on screen
 * on the server and none of its links is a client component.
 */
/**
 * Rendered with the page on its first request and kept with it: without this the slot's segments
 * would make every page it shares them with render on each request.
 */
export function generateStaticParams() {
  return []
}

export default async function HeaderSlot({ params }: Props) {
  const locale = await routeLocale(params)
  const { missing: path } = await params
  return <SiteHeader locale={locale} currentPath={localePath(locale, `/${path.join('/')}`)} />
}
