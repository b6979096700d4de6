import { cn } from '@/components/ui/cn'

type CheckListProps = {
  items: { id?: string | null; text: string }[]
  className?: string
}

export function CheckList({ items, className }: CheckListProps) {
  return (
    // The items are styled from the list, once, rather than each carrying the same classes: a
    // page's HTML and its React payload both repeat every class an item has. Forced colours
    // replace backgrounds; there the tick takes the text colour instead.
    <ul
      className={cn(
        'space-y-2.5 *:flex *:gap-3 *:before:mt-0.5 *:before:size-5 *:before:shrink-0 *:before:bg-teal-600 *:before:mask-circle-check forced-colors:*:before:bg-[CanvasText]',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item.id ?? item.text}>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  )
}
