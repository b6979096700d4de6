import { clsx } from 'clsx'
import type React from 'react'

import { Container } from './container'

// Joined with clsx, not tailwind-merge: client components use this too, and tailwind-merge would
// add 9 kB to every page. A caller's className adds to these classes and must not restate them.

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-navy-950 text-white',
} as const

type SectionProps = {
  id?: string
  tone?: keyof typeof tones
  eyebrow?: string | null
  heading?: string | null
  intro?: string | null
  className?: string
  children: React.ReactNode
}

/** A page band with an optional heading block; the heading labels the section for assistive tech. */
export function Section({
  id,
  tone = 'white',
  eyebrow,
  heading,
  intro,
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  const dark = tone === 'dark'
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={clsx('scroll-mt-20 py-16 sm:py-20', tones[tone], className)}
    >
      <Container>
        {heading ? (
          <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-14">
            {eyebrow ? (
              <p
                className={clsx(
                  'mb-3 text-sm font-semibold tracking-wider uppercase',
                  dark ? 'text-teal-300' : 'text-teal-700',
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={headingId}
              className={clsx(
                'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
                dark ? 'text-white' : 'text-navy-950',
              )}
            >
              {heading}
            </h2>
            {intro ? (
              <p
                className={clsx(
                  'mt-4 text-lg text-pretty',
                  dark ? 'text-navy-100' : 'text-slate-600',
                )}
              >
                {intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  )
}
