import type React from 'react'

import { Card } from '@/components/ui/card'

type LinkCardProps = {
  href: string
  title: string
  /** Above the title, e.g. the product's icon. */
  top?: React.ReactNode
  description?: string | null
  /** Under the description: what the link does, shown, not read (the title names the link). */
  bottom: React.ReactNode
}

/** A card that is one link as a whole, named by its title: products, regions. */
export function LinkCard({ href, title, top, description, bottom }: LinkCardProps) {
  return (
    <Card className="group relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-teal-600 hover:shadow-md">
      {top}
      <h3 className={`${top ? 'mt-5 ' : ''}text-lg font-semibold text-navy-950`}>
        <a href={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {title}
        </a>
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{description}</p>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-teal-800 group-hover:text-teal-950"
      >
        {bottom}
      </span>
    </Card>
  )
}
