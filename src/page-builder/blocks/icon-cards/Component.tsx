import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { Section } from '@/components/ui/section'

import type { BlockProps } from '../../block-props'

export function IconCardsBlock({ block, id }: BlockProps<'iconCards'>) {
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
