import type React from 'react'

import { RichText } from '@/components/content/rich-text'
import { ProductCard } from '@/components/products/product-card'
import { CtaBand } from '@/components/shared/cta-band'
import { LinkCard } from '@/components/shared/link-card'
import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { PageHero } from '@/components/shared/page-hero'
import { StatGrid } from '@/components/shared/stat-grid'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Image } from '@/components/ui/image'
import { ArrowRight, ChevronDown } from '@/components/ui/lucide-icons'
import { Section } from '@/components/ui/section'
import { countryName } from '@/lib/content/country-names'
import { getProducts } from '@/lib/data/products'
import { getRegions } from '@/lib/data/regions'
import { documentPaths } from '@/lib/site/document-path'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { Media } from '@/payload-types'

import type { BlockProps, PageBlock } from './block-props'
import { FormBlock } from './form-block'

/** Where a button leads in the page's language: a site path stays in it, a section or site as written. */
const hrefIn = (locale: Locale, link: string) =>
  link.startsWith('/') ? localePath(locale, link) : link

const idOf = (relation: number | { id: number }) =>
  typeof relation === 'number' ? relation : relation.id

const mediaOf = (value: number | Media | null | undefined) =>
  typeof value === 'object' && value?.url ? value : undefined

function HeroBlock({ block, locale }: BlockProps<'hero'>) {
  const image = mediaOf(block.image)
  return (
    <PageHero
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.text}
      aside={
        image ? (
          <Image
            src={image.url!}
            alt={image.alt}
            width={image.width ?? 640}
            height={image.height ?? 480}
            sizes="(min-width: 1024px) 40vw, 100vw"
            priority
            className="h-auto w-full rounded-2xl ring-1 ring-white/10"
          />
        ) : undefined
      }
    >
      {block.ctaLabel && block.ctaLink ? (
        <div className="mt-10">
          <ButtonLink href={hrefIn(locale, block.ctaLink)} variant="light" size="lg">
            {block.ctaLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      ) : null}
    </PageHero>
  )
}

function IconCardsBlock({ block, id }: BlockProps<'iconCards'>) {
  const count = block.cards.length
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <IconCardGrid
        items={block.cards}
        columns={count % 3 === 0 ? 3 : count % 4 === 0 || count === 2 ? 2 : 3}
        headingLevel={block.heading ? 'h3' : 'h2'}
      />
    </Section>
  )
}

function FiguresBlock({ block, id }: BlockProps<'figures'>) {
  return (
    <Section id={id} tone="muted" heading={block.heading} intro={block.intro}>
      <StatGrid stats={block.figures} />
    </Section>
  )
}

async function ProductsBlock({ block, id, locale }: BlockProps<'products'>) {
  // From the catalogue's own cached list: a product renamed shows its new name here too.
  const catalogue = await getProducts(locale)
  const chosen = block.products
    .map((product) => catalogue.find((candidate) => candidate.id === idOf(product)))
    .filter((product) => product !== undefined)
  if (!chosen.length) return null
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {chosen.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              href={localePath(locale, documentPaths.products(product.slug))}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** One or two regions stand centred; three and more fill the row. */
const regionGrid = {
  1: 'mx-auto grid max-w-md gap-6',
  2: 'mx-auto grid max-w-3xl gap-6 md:grid-cols-2',
  3: 'grid gap-6 md:grid-cols-3',
}

async function RegionsBlock({ block, id, locale }: BlockProps<'regions'>) {
  const all = await getRegions(locale)
  const regions = (block.regions ?? [])
    .map((region) => all.find((candidate) => candidate.id === idOf(region)))
    .filter((region) => region !== undefined)
  const countries = block.countries ?? []
  return (
    <Section id={id} tone="muted" heading={block.heading} intro={block.intro}>
      {regions.length ? (
        <ul className={regionGrid[Math.min(regions.length, 3) as 1 | 2 | 3]}>
          {regions.map((region) => (
            <li key={region.id}>
              <LinkCard
                href={localePath(locale, documentPaths.regions(region.slug))}
                title={region.name}
                description={region.headline}
                bottom={
                  <ArrowRight className="size-5 transition-transform group-hover:translate-x-0.5" />
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {countries.length ? (
        <ul
          className={`flex flex-wrap justify-center gap-3 ${regions.length ? 'mt-10' : ''} *:flex *:items-center *:gap-2.5 *:rounded-full *:bg-white *:px-4 *:py-2 *:text-sm *:font-medium *:text-navy-950 *:ring-1 *:ring-slate-200`}
        >
          {countries.map((code) => (
            <li key={code}>
              <Image
                src={`/flags/${code.toLowerCase()}.svg`}
                alt=""
                width={24}
                height={16}
                className="h-4 w-6 rounded-[2px] ring-1 ring-black/10"
              />
              {countryName(code, locale)}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

function QuotationBlock({ block }: BlockProps<'quotation'>) {
  const byline = [block.role, block.organization].filter(Boolean).join(', ')
  return (
    <section className="bg-white py-16 sm:py-20">
      <Container>
        <figure className="mx-auto max-w-3xl border-l-4 border-teal-600 pl-6 sm:pl-8">
          <blockquote className="text-2xl leading-snug font-medium text-pretty text-navy-950 sm:text-3xl">
            <p>“{block.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 text-slate-600">
            <span className="font-semibold text-navy-950">{block.name}</span>
            {byline ? <span> · {byline}</span> : null}
          </figcaption>
        </figure>
      </Container>
    </section>
  )
}

function PartnerLogosBlock({ block, id }: BlockProps<'partnerLogos'>) {
  return (
    <Section id={id} heading={block.heading} intro={block.intro} className="sm:py-16">
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {block.logos.map((partner) => {
          const logo = mediaOf(partner.logo)
          if (!logo) return null
          const image = (
            <Image
              src={logo.url!}
              alt={partner.name}
              width={logo.width ?? 160}
              height={logo.height ?? 64}
              sizes="160px"
              className="h-10 w-auto object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
            />
          )
          return (
            <li key={partner.id ?? partner.name}>
              {partner.url ? (
                <a href={partner.url} rel="noopener" className="block rounded-sm">
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** Native disclosure: each answer opens with or without scripts, by keyboard too. */
function FaqBlock({ block, id }: BlockProps<'faq'>) {
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
        {block.items.map((item) => (
          <details key={item.id ?? item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-5 text-left text-lg font-semibold text-navy-950 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 leading-relaxed whitespace-pre-line text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}

function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <Container className="py-12 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <RichText data={block.content} />
      </article>
    </Container>
  )
}

function CtaBandBlock({ block, locale }: BlockProps<'ctaBand'>) {
  return (
    <CtaBand heading={block.heading} intro={block.text}>
      <ButtonLink href={hrefIn(locale, block.primaryLink)} variant="light" size="lg">
        {block.primaryLabel}
      </ButtonLink>
      {block.secondaryLabel && block.secondaryLink ? (
        <ButtonLink href={hrefIn(locale, block.secondaryLink)} variant="outline-light" size="lg">
          {block.secondaryLabel}
        </ButtonLink>
      ) : null}
    </CtaBand>
  )
}

const components: {
  [Type in PageBlock['blockType']]: (props: BlockProps<Type>) => React.ReactNode
} = {
  hero: HeroBlock,
  iconCards: IconCardsBlock,
  figures: FiguresBlock,
  products: ProductsBlock,
  regions: RegionsBlock,
  quotation: QuotationBlock,
  partnerLogos: PartnerLogosBlock,
  faq: FaqBlock,
  richText: RichTextBlock,
  ctaBand: CtaBandBlock,
  form: FormBlock,
}

/** A page's blocks, in the editors' order, drawn with the site's own components. */
export function PageBlocks({
  blocks,
  locale,
  pagePath,
}: {
  blocks: readonly PageBlock[]
  locale: Locale
  pagePath: string
}) {
  return blocks.map((block, index) => {
    const Block = components[block.blockType] as (
      props: BlockProps<typeof block.blockType>,
    ) => React.ReactNode
    // The form is reached at #form from the page's buttons; other blocks by their place.
    const id = block.blockType === 'form' ? 'form' : `block-${index + 1}`
    return (
      <Block key={block.id ?? index} block={block} id={id} locale={locale} pagePath={pagePath} />
    )
  })
}
