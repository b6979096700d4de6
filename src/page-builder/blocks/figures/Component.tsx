import { StatGrid } from '@/components/shared/stat-grid'
import { Section } from '@/components/ui/section'

import type { BlockProps } from '../../block-props'

export function FiguresBlock({ block, id }: BlockProps<'figures'>) {
  return (
    <Section id={id} tone="muted" heading={block.heading} intro={block.intro}>
      <StatGrid stats={block.figures} />
    </Section>
  )
}
