'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type React from 'react'

/** A header link that says when it leads to the page on screen (`aria-current`). */
export function NavLink({ href, ...props }: React.ComponentProps<typeof Link> & { href: string }) {
  const current = usePathname() === href ? 'page' : undefined
  return <Link href={href} aria-current={current} {...props} />
}
