import { Container } from '@/components/ui/container'

import type { BlockProps } from '../../block-props'

export function QuotationBlock({ block }: BlockProps<'quotation'>) {
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
