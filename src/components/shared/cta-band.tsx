import type React from 'react'

import { Container } from '@/components/ui/container'

type CtaBandProps = { heading: string; intro?: string | null; children: React.ReactNode }

/** A closing call to action with its buttons. */
export function CtaBand({ heading, intro, children }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-gradient-to-br from-navy-900 to-teal-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
            {heading}
          </h2>
          {intro ? <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-100">{intro}</p> : null}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </Container>
    </section>
  )
}
