import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ProductDetail } from '@/components/products/product-detail'
import { getProductsServicesPage, getSiteSettings } from '@/lib/data/globals'
import { getProduct } from '@/lib/data/products'
import type { Locale } from '@/lib/site/locales'
import { pageMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

async function productOf(params: Props['params'], locale: Locale) {
  const product = await getProduct((await params).slug, locale)
  if (!product) notFound()
  return product
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [product, settings] = await Promise.all([
    productOf(params, locale),
    getSiteSettings(locale),
  ])
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
