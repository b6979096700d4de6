import { RichText } from '@/components/content/rich-text'
import { Container } from '@/components/ui/container'

import type { BlockProps } from '../../block-props'

export function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <Container className="py-12 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <RichText data={block.content} />
      </article>
    </Container>
  )
}
