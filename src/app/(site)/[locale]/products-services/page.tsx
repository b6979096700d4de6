import type { Metadata } from 'next'

import { ProductCard } from '@/components/products/product-card'
import { CtaBand } from '@/components/shared/cta-band'
import { PageHero } from '@/components/shared/page-hero'
import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { getProductsServicesPage } from '@/lib/data/globals'
import { getProducts } from '@/lib/data/products'
import { localePath } from '@/lib/site/locale-path'
import { pageGlobalMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageGlobalMetadata(await getProductsServicesPage(locale), '/products-services', locale)
}

export default async function ProductsServicesPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [page, products] = await Promise.all([getProductsServicesPage(locale), getProducts(locale)])
  const cta = page.callToAction
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro} />
      <Section id="catalogue" heading={page.catalogue?.heading} intro={page.catalogue?.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={localePath(locale, `/products/${product.slug}`)}
              />
            </li>
          ))}
        </ul>
      </Section>
      {cta ? (
        <CtaBand heading={cta.heading || cta.quoteLabel} intro={cta.intro}>
          <ButtonLink href={localePath(locale, '/get-quote')} variant="light" size="lg">
            {cta.quoteLabel}
          </ButtonLink>
          <ButtonLink href={localePath(locale, '/partnership')} variant="outline-light" size="lg">
            {cta.partnerLabel}
          </ButtonLink>
        </CtaBand>
      ) : null}
      <WhatsAppChat locale={locale} about="productsServices" />
    </>
  )
}
