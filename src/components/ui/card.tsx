import type React from 'react'

import { cn } from './cn'

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-navy-950/5',
        className,
      )}
      {...props}
    />
  )
}
