import type React from 'react'

import { cn } from '@/components/ui/cn'
import { Container } from '@/components/ui/container'

type PageHeroProps = {
  eyebrow?: string | null
  heading: string
  /** The heading's language, when it is not the page's (a job posting written in the other). */
  headingLang?: string
  intro?: string | null
  /** Breadcrumbs shown above the heading. */
  above?: React.ReactNode
  /** Buttons or figures under the introduction. */
  children?: React.ReactNode
  /** An image beside the text on wide screens, under it on phones. */
  aside?: React.ReactNode
  className?: string
}

/** The dark opening band of every page, holding its one h1. */
export function PageHero({
  eyebrow,
  heading,
  headingLang,
  intro,
  above,
  children,
  aside,
  className,
}: PageHeroProps) {
  return (
    <div
      className={cn(
        'relative isolate overflow-hidden bg-navy-950 py-16 text-white sm:py-24',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(61,103,165,0.45),transparent_60%)]"
      />
      <Container>
        {above}
        <div className={aside ? 'grid items-center gap-10 lg:grid-cols-[3fr_2fr]' : undefined}>
          <div className="max-w-3xl">
            {eyebrow ? (
              <p className="mb-4 text-sm font-semibold tracking-wider text-teal-300 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1
              lang={headingLang}
              className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {heading}
            </h1>
            {intro ? (
              <p className="mt-6 text-lg leading-relaxed text-pretty text-navy-100 sm:text-xl">
                {intro}
              </p>
            ) : null}
            {children}
          </div>
          {aside}
        </div>
      </Container>
    </div>
  )
}
