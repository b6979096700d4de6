import { getTranslations } from 'next-intl/server'

import type { ProductSummary } from '@/lib/data/products'
import { localePath } from '@/lib/site/locale-path'
import { locales, type Locale } from '@/lib/site/locales'
import type { SiteSetting } from '@/payload-types'

import { HeaderNav } from './header-nav'

type SiteHeaderProps = { settings: SiteSetting; products: ProductSummary[]; locale: Locale }

/** Resolves the header's links for the locale; the interactive part is HeaderNav. */
export async function SiteHeader({ settings, products, locale }: SiteHeaderProps) {
  const path = (href: string) => localePath(locale, href)
  const t = await getTranslations('layout')
  return (
    <HeaderNav
      labels={{
        mainNavigation: t('mainNavigation'),
        mobileNavigation: t('mobileNavigation'),
        partnerWithUs: t('partnerWithUs'),
        getQuote: t('getQuote'),
        openMenu: t('openMenu'),
        closeMenu: t('closeMenu'),
        showProducts: t('showProducts'),
        hideProducts: t('hideProducts'),
        viewAllProducts: t('viewAllProducts'),
        otherLanguage: t('otherLanguage'),
        otherLanguageLabel: t('otherLanguageLabel'),
      }}
      otherLocale={locales.find((other) => other !== locale)!}
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
