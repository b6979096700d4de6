import type { ProductSummary } from '@/lib/data/products'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { SiteSetting } from '@/payload-types'

import { HeaderNav } from './header-nav'

type SiteHeaderProps = { settings: SiteSetting; products: ProductSummary[]; locale: Locale }

/** Resolves the header's links for the locale; the interactive part is HeaderNav. */
export function SiteHeader({ settings, products, locale }: SiteHeaderProps) {
  const path = (href: string) => localePath(locale, href)
  return (
    <HeaderNav
      siteName={settings.siteName}
      homeHref={path('/')}
      links={(settings.headerLinks ?? []).map(({ label, href }) => ({ label, href: path(href) }))}
      productsHref={path('/products-services')}
      products={products.map(({ title, slug }) => ({
        title,
        href: path(`/products/${slug}`),
      }))}
      quoteHref={path('/get-quote')}
      partnerHref={path('/partnership')}
    />
  )
}
