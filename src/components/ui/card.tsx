import type React from 'react'

import { cardClasses } from './card-classes'
import { cn } from './cn'

/** A card; `className` may override its classes (e.g. its padding): tailwind-merge resolves them. */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn(cardClasses, className)} {...props} />
}
