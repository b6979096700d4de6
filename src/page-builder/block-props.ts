import type { Locale } from '@/lib/site/locales'
import type { Page } from '@/payload-types'

export type PageBlock = Page['layout'][number]
type BlockOf<Type extends PageBlock['blockType']> = Extract<PageBlock, { blockType: Type }>

/** What each block's component is given. */
export type BlockProps<Type extends PageBlock['blockType']> = {
  block: BlockOf<Type>
  /** The block's anchor, also its heading's id prefix. */
  id: string
  locale: Locale
  /** The page's own address, without its language prefix: where its form says it was sent. */
  pagePath: string
}
