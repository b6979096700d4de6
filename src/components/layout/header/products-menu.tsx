'use client'

import { clsx } from 'clsx'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { ChevronDown } from '@/components/ui/lucide-icons'

type ProductsMenuProps = {
  /** The link to the products page, which the menu hangs from. */
  trigger: ReactNode
  labels: { show: string; hide: string }
  /** The menu's panel, rendered on the server. */
  children: ReactNode
}

/**
 * `auto`: the stylesheet opens the menu on hover and on focus inside it, and closes it 150 ms
 * after the pointer leaves (globals.css, .products-menu), before the scripts as after them. The
 * scripts add what CSS cannot: `open` from the toggle button, `closed` on Escape or from the
 * toggle, until the pointer and focus have left the menu; and the page of a link the pointer is
 * on, fetched ahead (the one place a visitor's next page is likely enough to be worth it).
 */
type MenuState = 'auto' | 'open' | 'closed'

export function ProductsMenu({ trigger, labels, children }: ProductsMenuProps) {
  const wrapper = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MenuState>('auto')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // The mark that the scripts have taken the menu over (what tests of the page before them check).
  useEffect(() => wrapper.current?.setAttribute('data-enhanced', ''), [])

  const expanded = state === 'open' || (state === 'auto' && (hovered || focused))
  const close = () => setState('closed')
  const leftWholly = (stillHovered: boolean, stillFocused: boolean) => {
    if (!stillHovered && !stillFocused) setState('auto')
  }

  return (
    <div
      ref={wrapper}
      className="products-menu relative"
      data-state={state}
      onMouseEnter={() => {
        setHovered(true)
        if (state === 'closed' && !focused) setState('auto')
      }}
      onMouseLeave={() => {
        setHovered(false)
        leftWholly(false, focused)
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (wrapper.current?.contains(event.relatedTarget as Node | null)) return
        setFocused(false)
        leftWholly(hovered, false)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !expanded) return
        close()
        wrapper.current?.querySelector('a')?.focus()
      }}
      onPointerOver={(event) => {
        const link = (event.target as Element).closest('#products-menu a')
        if (link instanceof HTMLAnchorElement) prefetchPage(link.href)
      }}
    >
      <div className="flex items-center">
        {trigger}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="products-menu"
          className="-ml-2 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-navy-50 hover:text-navy-950"
          // Reaching the button with the pointer already opened the menu: the click keeps it open.
          onClick={() => setState(state === 'open' ? 'closed' : 'open')}
        >
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', expanded && 'rotate-180')}
          />
          <span className="sr-only">{expanded ? labels.hide : labels.show}</span>
        </button>
      </div>
      <div
        id="products-menu"
        className="products-menu-panel absolute top-full left-1/2 w-[36rem] -translate-x-1/2 pt-3"
      >
        {children}
      </div>
    </div>
  )
}

const prefetched = new Set<string>()

/** The page at `href` into the browser's cache ahead of its click (a whole page, not its data). */
function prefetchPage(href: string) {
  if (prefetched.has(href)) return
  prefetched.add(href)
  const hint = document.createElement('link')
  hint.rel = 'prefetch'
  hint.href = href
  document.head.append(hint)
}
