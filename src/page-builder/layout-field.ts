import type { BlocksField } from 'payload'

import { ctaBandBlock } from './blocks/cta-band/config'
import { faqBlock } from './blocks/faq/config'
import { figuresBlock } from './blocks/figures/config'
import { formBlock } from './blocks/form/config'
import { heroBlock } from './blocks/hero/config'
import { iconCardsBlock } from './blocks/icon-cards/config'
import { partnerLogosBlock } from './blocks/partner-logos/config'
import { productsBlock } from './blocks/products/config'
import { quotationBlock } from './blocks/quotation/config'
import { regionsBlock } from './blocks/regions/config'
import { richTextBlock } from './blocks/rich-text/config'

/** The admin offers the blocks in this order. */
export const pageBlocks = [
  heroBlock,
  iconCardsBlock,
  figuresBlock,
  productsBlock,
  regionsBlock,
  quotationBlock,
  partnerLogosBlock,
  faqBlock,
  richTextBlock,
  ctaBandBlock,
  formBlock,
] as const

type LayoutRow = { blockType?: string }

/**
 * A page's blocks, top to bottom. The hero holds the page's one h1, so there is at most one and
 * it comes first; one form per page, which the page's links reach at #form.
 */
export const layoutField: BlocksField = {
  name: 'layout',
  label: 'Blocks',
  labels: { singular: 'Block', plural: 'Blocks' },
  type: 'blocks',
  required: true,
  minRows: 1,
  blocks: [...pageBlocks],
  admin: { initCollapsed: false },
  validate: (value: unknown) => {
    const rows = (Array.isArray(value) ? value : []) as LayoutRow[]
    if (rows.length === 0) return 'Add at least one block.'
    const heroes = rows.filter((row) => row.blockType === 'hero').length
    if (heroes > 1) return 'A page has one hero: it holds its main heading. Remove the others.'
    if (heroes === 1 && rows[0]?.blockType !== 'hero')
      return 'Move the hero to the top of the page.'
    if (rows.filter((row) => row.blockType === 'form').length > 1) {
      return 'A page has one form. Remove the others.'
    }
    return true
  },
}
