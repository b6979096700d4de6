import { ExternalLink } from '@/components/ui/lucide-icons'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/shared/breadcrumbs'
import { CheckList } from '@/components/shared/check-list'
import { CtaBand } from '@/components/shared/cta-band'
import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { PageHero } from '@/components/shared/page-hero'
import { ButtonLink, buttonClasses } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { Product } from '@/payload-types'

type ProductDetailProps = { product: Product; catalogueLabel: string; locale: Locale }

export async function ProductDetail({ product, catalogueLabel, locale }: ProductDetailProps) {
  const [t, common, cta] = await Promise.all([
    getTranslations('pages.product'),
    getTranslations('common'),
    getTranslations('pages.cta'),
  ])
  const path = (href: string) => localePath(locale, href)
  const { externalLink } = product
  // The quote form opens with the product's service chosen.
  const quotePath = path(product.quoteService ? `/get-quote/${product.quoteService}` : '/get-quote')
  return (
    <>
      <PageHero
        eyebrow={product.tagline}
        heading={product.title}
        intro={product.description}
        above={
          <Breadcrumbs
            crumbs={[
              { name: common('home'), href: path('/') },
              { name: catalogueLabel, href: path('/products-services') },
              { name: product.title, href: path(`/products/${product.slug}`) },
            ]}
          />
        }
      >
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={quotePath} variant="light" size="lg">
            {cta('getQuote')}
          </ButtonLink>
          {externalLink?.url ? (
            <a
              href={externalLink.url}
              target="_blank"
              rel="noopener"
              className={buttonClasses({ variant: 'outline-light', size: 'lg' })}
            >
              {externalLink.label || externalLink.url}
              <ExternalLink aria-hidden="true" className="size-5" />
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          ) : null}
        </div>
      </PageHero>

      {product.features?.length ? (
        <Section id="features" heading={t('keyFeatures')}>
          <IconCardGrid items={product.features} columns={product.features.length % 3 ? 2 : 3} />
        </Section>
      ) : null}

      {(product.sections ?? []).map((section, index) => (
        <Section
          key={section.id ?? section.heading}
          id={`section-${index + 1}`}
          tone={index % 2 ? 'white' : 'muted'}
          heading={section.heading}
          intro={section.intro}
        >
          <IconCardGrid
            items={section.items ?? []}
            columns={(section.items?.length ?? 0) % 4 === 0 ? 4 : 3}
          />
        </Section>
      ))}

      {product.benefits?.length ? (
        <Section id="benefits" heading={t('benefits')}>
          <CheckList
            items={product.benefits}
            className="mx-auto grid max-w-4xl gap-4 text-lg sm:grid-cols-2 sm:space-y-0"
          />
        </Section>
      ) : null}

      <CtaBand heading={t('ctaHeading', { product: product.title })} intro={t('ctaIntro')}>
        <ButtonLink href={quotePath} variant="light" size="lg">
          {cta('getQuote')}
        </ButtonLink>
        <ButtonLink href={path('/partnership')} variant="outline-light" size="lg">
          {cta('partnerWithUs')}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
