import type React from 'react'

import { RichText } from '@/components/content/rich-text'
import { PageHero } from '@/components/shared/page-hero'
import { Card } from '@/components/ui/card'
import type { Locale } from '@/lib/site/locales'
import type { Page } from '@/payload-types'

import { PageBlocks } from './page-blocks'

/** The page's hero block: it opens the page, when it has one. */
export const heroOf = (page: Pick<Page, 'layout'>) =>
  page.layout[0]?.blockType === 'hero' ? page.layout[0] : undefined

/** The rich text of a page's rich-text blocks, for the pages that show it beside their form. */
const richTextOf = (page: Pick<Page, 'layout'>) =>
  page.layout.flatMap((block) => (block.blockType === 'richText' ? [block] : []))

/**
 * Beside a form (the quote page, the application page): the page's rich text in a card, named
 * for what it tells (e.g. "How we hire").
 */
export function PageTextAside({ page, label }: { page: Pick<Page, 'layout'>; label: string }) {
  return (
    <aside aria-label={label}>
      <Card>
        {richTextOf(page).map((block) => (
          <RichText key={block.id} data={block.content} className="text-base [&_h2]:text-xl" />
        ))}
      </Card>
    </aside>
  )
}

/**
 * A page built from blocks. Its hero holds the one h1; without a hero, the page opens with its
 * title and introduction in the site's dark band.
 */
export function BuiltPage({
  page,
  locale,
  children,
}: {
  page: Page
  locale: Locale
  /** Under the title, when the page has no hero: e.g. when a policy was last updated. */
  children?: React.ReactNode
}) {
  return (
    <>
      {heroOf(page) ? null : (
        <PageHero heading={page.title} intro={page.intro}>
          {children}
        </PageHero>
      )}
      <PageBlocks blocks={page.layout} locale={locale} pagePath={`/${page.slug}`} />
    </>
  )
}
