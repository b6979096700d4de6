import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ProductDetail } from '@/components/products/product-detail'
import { getProductsServicesPage, getSiteSettings } from '@/lib/data/globals'
import { getProduct } from '@/lib/data/products'
import type { Locale } from '@/lib/site/locales'
import { pageMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { documentPaths } from '@/lib/site/document-path'
import { redirectOrNotFound } from '@/lib/site/redirect'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

async function productOf(params: Props['params'], locale: Locale) {
  const { slug } = await params
  const product = await getProduct(slug, locale)
  return product ?? redirectOrNotFound(locale, documentPaths.products(slug))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [product, settings] = await Promise.all([
    getProduct((await params).slug, locale),
    getSiteSettings(locale),
  ])
  // Where there is no product, the page itself redirects or answers 404 (one answer, not two).
  if (!product) return {}
  return pageMetadata({
    meta: product.meta,
    fallbackTitle: product.title,
    fallbackDescription: product.summary,
    path: `/products/${product.slug}`,
    locale,
    siteName: settings.siteName,
  })
}

export default async function ProductPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [product, catalogue, t] = await Promise.all([
    productOf(params, locale),
    getProductsServicesPage(locale),
    getTranslations('pages.breadcrumbs'),
  ])
  return (
    <ProductDetail
      product={product}
      catalogueLabel={catalogue.hero.eyebrow || t('productsServices')}
      locale={locale}
    />
  )
}
