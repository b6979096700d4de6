import { cn } from '@/components/ui/cn'

type CheckListProps = {
  items: { id?: string | null; text: string }[]
  className?: string
}

export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li
          key={item.id ?? item.text}
          // Forced colours replace backgrounds; there the tick takes the text colour instead.
          className="flex gap-3 before:mt-0.5 before:size-5 before:shrink-0 before:bg-teal-600 before:mask-circle-check forced-colors:before:bg-[CanvasText]"
        >
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  )
}
