import { CircleCheck } from 'lucide-react'

import { cn } from '@/components/ui/cn'

type CheckListProps = {
  items: { id?: string | null; text: string }[]
  className?: string
  tone?: 'light' | 'dark'
}

export function CheckList({ items, className, tone = 'light' }: CheckListProps) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item.id ?? item.text} className="flex gap-3">
          <CircleCheck
            aria-hidden="true"
            className={cn(
              'mt-0.5 size-5 shrink-0',
              tone === 'dark' ? 'text-teal-300' : 'text-teal-600',
            )}
          />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  )
}
