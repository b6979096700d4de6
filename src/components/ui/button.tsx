import { clsx } from 'clsx'
import type React from 'react'

// Joined with clsx, not tailwind-merge: client components use this too, and tailwind-merge would
// add 9 kB to every page. A caller's className adds to these classes and must not restate them.

const variants = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800',
  secondary: 'bg-navy-900 text-white shadow-sm hover:bg-navy-800',
  outline: 'border border-navy-200 bg-white text-navy-900 hover:border-navy-300 hover:bg-navy-50',
  light: 'bg-white text-navy-950 shadow-sm hover:bg-teal-50',
  'outline-light': 'border border-white/40 text-white hover:border-white hover:bg-white/10',
} as const

const sizes = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
} as const

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes }

export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyle = {}) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    variants[variant],
    sizes[size],
  )
}

type ButtonLinkProps = ButtonStyle & React.ComponentProps<'a'>

/** A link styled as a button: a plain <a>, since each page of the site is a whole load. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <a className={clsx(buttonClasses({ variant, size }), className)} {...props} />
}

type ButtonProps = ButtonStyle & React.ComponentProps<'button'>

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={clsx(buttonClasses({ variant, size }), className)} {...props} />
  )
}
