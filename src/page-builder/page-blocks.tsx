import type React from 'react'

import type { Locale } from '@/lib/site/locales'

import type { BlockProps, PageBlock } from './block-props'
import { CtaBandBlock } from './blocks/cta-band/Component'
import { FaqBlock } from './blocks/faq/Component'
import { FiguresBlock } from './blocks/figures/Component'
import { FormBlock } from './blocks/form/Component'
import { HeroBlock } from './blocks/hero/Component'
import { IconCardsBlock } from './blocks/icon-cards/Component'
import { PartnerLogosBlock } from './blocks/partner-logos/Component'
import { ProductsBlock } from './blocks/products/Component'
import { QuotationBlock } from './blocks/quotation/Component'
import { RegionsBlock } from './blocks/regions/Component'
import { RichTextBlock } from './blocks/rich-text/Component'

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
