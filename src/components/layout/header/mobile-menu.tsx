'use client'

import { clsx } from 'clsx'
import { useEffect, useRef, type ReactNode } from 'react'

type MobileMenuProps = {
  /** What the toggle shows: its icons and names for both states (CSS picks by `open`). */
  toggle: ReactNode
  /** The menu, rendered on the server. */
  children: ReactNode
  className?: string
}

/**
 * The menu on small screens: a <details>, which opens and closes without scripts. The scripts
 * add Escape (focus back to the toggle). A link chosen loads its page whole, menu closed.
 */
export function MobileMenu({ toggle, children, className }: MobileMenuProps) {
  const menu = useRef<HTMLDetailsElement>(null)
  // The mark that the scripts have taken the menu over (what tests of the page before them check).
  useEffect(() => menu.current?.setAttribute('data-enhanced', ''), [])

  return (
    <details
      ref={menu}
      className={clsx('group', className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return
        menu.current.open = false
        menu.current.querySelector('summary')?.focus()
      }}
    >
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-navy-950 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
        {toggle}
      </summary>
      <div
        id="mobile-menu"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-slate-200 bg-white"
      >
        {children}
      </div>
    </details>
  )
}
