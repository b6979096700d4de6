import type React from 'react'

import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { IconTile } from '@/components/ui/icon'
import type { IconName } from '@/lib/content/icon-names'

export type IconCardItem = {
  id?: string | null
  icon?: IconName | null
  title: string
  description?: string | null
}

type IconCardGridProps<TItem extends IconCardItem> = {
  items: TItem[]
  columns?: 2 | 3 | 4
  /** Card headings' level, so each page keeps its heading outline. */
  headingLevel?: 'h2' | 'h3'
  /** Extra content under a card's description, e.g. feature bullets. */
  renderExtra?: (item: TItem) => React.ReactNode
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
}

/** The site's most common block: cards with an icon, a title and a description. */
export function IconCardGrid<TItem extends IconCardItem>({
  items,
  columns = 3,
  headingLevel: Heading = 'h3',
  renderExtra,
}: IconCardGridProps<TItem>) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.id ?? item.title} className="flex">
          <Card className="flex w-full flex-col">
            <IconTile name={item.icon} />
            <Heading className="mt-5 text-lg font-semibold text-navy-950">{item.title}</Heading>
            {item.description ? (
              <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
            ) : null}
            {renderExtra?.(item)}
          </Card>
        </li>
      ))}
    </ul>
  )
}
