import { clsx } from 'clsx'
import type React from 'react'

// Joined with clsx, not tailwind-merge: client components use this too, and tailwind-merge would
// add 9 kB to every page. A caller's className adds to these classes and must not restate them.

export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={clsx('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />
  )
}
