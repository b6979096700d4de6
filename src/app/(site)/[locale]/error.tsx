'use client'

import { TriangleAlert } from 'lucide-react'

import { Button, ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

type Props = { error: Error & { digest?: string }; reset: () => void }

/** A page failed to render: a friendly message, never the error's details. */
export default function PageError({ error, reset }: Props) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <TriangleAlert aria-hidden="true" className="size-14 text-amber-600" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-navy-950">Something went wrong</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        We could not show this page right now. Please try again in a moment.
      </p>
      {error.digest ? (
        <p className="mt-2 text-sm text-slate-600">Reference: {error.digest}</p>
      ) : null}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={reset}>
          Try again
        </Button>
        <ButtonLink href="/" variant="outline" size="lg">
          Return to Home
        </ButtonLink>
      </div>
    </Container>
  )
}
