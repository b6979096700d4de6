import { ChevronDown } from '@/components/ui/lucide-icons'
import { Section } from '@/components/ui/section'

import type { BlockProps } from '../../block-props'

/** Native disclosure: each answer opens with or without scripts, by keyboard too. */
export function FaqBlock({ block, id }: BlockProps<'faq'>) {
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
