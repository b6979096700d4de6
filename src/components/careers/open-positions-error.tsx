'use client'

import { clsx } from 'clsx'
import { TriangleAlert } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { cardClasses } from '@/components/ui/card-classes'

/** The careers list could not be loaded; Retry reloads the page. */
export function OpenPositionsError() {
  return (
    // A Card's look without Card, whose tailwind-merge would come with this error page.
    <div role="alert" className={clsx(cardClasses, 'mx-auto max-w-xl py-12 text-center')}>
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-amber-600" />
      <p className="mt-4 text-lg font-semibold text-navy-950">
        Failed to load job postings. Please try again later.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  )
}
