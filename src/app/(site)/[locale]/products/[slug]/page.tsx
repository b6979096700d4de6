import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ProductDetail } from '@/components/products/product-detail'
import { getProductsServicesPage, getSiteSettings } from '@/lib/data/globals'
import { getProduct } from '@/lib/data/products'
import { pageMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { documentPaths } from '@/lib/site/document-path'
import { missingPageMetadata, redirectOrMissingPage } from '@/components/shared/missing-page'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [product, settings] = await Promise.all([
    getProduct((await params).slug, locale),
    getSiteSettings(locale),
  ])
  // Where there is no product, the page itself redirects or shows the 404 page, titled here.
  if (!product) return missingPageMetadata(locale)
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
  const [locale, { slug }] = await Promise.all([routeLocale(params), params])
  const [product, catalogue, t] = await Promise.all([
    getProduct(slug, locale),
    getProductsServicesPage(locale),
    getTranslations('pages.breadcrumbs'),
  ])
  if (!product) return redirectOrMissingPage(locale, documentPaths.products(slug))
  return (
    <>
      <ProductDetail
        product={product}
        catalogueLabel={catalogue.hero.eyebrow || t('productsServices')}
        locale={locale}
      />
      <WhatsAppChat locale={locale} about={{ title: product.title }} />
    </>
  )
}
