import type React from 'react'

import { cn } from './cn'

const tones = {
  teal: 'bg-teal-50 text-teal-800 ring-teal-200',
  navy: 'bg-navy-50 text-navy-800 ring-navy-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-300',
  dark: 'bg-white/10 text-white ring-white/25',
} as const

type BadgeProps = React.ComponentProps<'span'> & { tone?: keyof typeof tones }

export function Badge({ tone = 'teal', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
