'use client'

import { useNav } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import './sidebar-start.scss'

/** Payload's large breakpoint: up to this width its sidebar starts closed. */
const sidebarStartsClosedUpTo = '(max-width: 1440px)'

/**
 * Admin provider: the sidebar is where it will stay from the admin's first frame.
 *
 * Up to 1440 px wide, Payload closes its sidebar as its scripts start, but one frame after marking
 * it ready, which shows it open: the page jumped 275 px sideways and back, and a click aimed at a
 * row's button or link landed on whatever passed under the pointer. Closed in that same frame,
 * nothing moves (this effect runs before Payload's: React runs a child's effects first).
 *
 * Payload also slides the sidebar in and out from 100 ms after its scripts start, which on a busy
 * phone is before that first frame: the page slid out of view and back. It slides only once a
 * frame has shown it in place (`data-sidebar-settled`, sidebar-start.scss).
 */
export function SidebarStartsClosed({ children }: { children?: ReactNode }) {
  const { hydrated, setNavOpen } = useNav()
  useEffect(() => {
    if (window.matchMedia(sidebarStartsClosedUpTo).matches) setNavOpen(false)
  }, [setNavOpen])
  useEffect(() => {
    if (!hydrated) return
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() =>
        document.querySelector('.template-default')?.setAttribute('data-sidebar-settled', ''),
      )
    })
    return () => cancelAnimationFrame(frame)
  }, [hydrated])
  return children
}
