'use client'

import { clsx } from 'clsx'
import { TriangleAlert } from '@/components/ui/lucide-icons'

import { Button } from '@/components/ui/button'
import { cardClasses } from '@/components/ui/card-classes'

/** The error's words in the page's language. */
export type OpenPositionsErrorLabels = { text: string; retry: string }

/** The careers list could not be loaded; Retry reloads the page. */
export function OpenPositionsError({ labels }: { labels: OpenPositionsErrorLabels }) {
  return (
    // A Card's look without Card, whose tailwind-merge would come with this error page.
    <div role="alert" className={clsx(cardClasses, 'mx-auto max-w-xl py-12 text-center')}>
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-amber-600" />
      <p className="mt-4 text-lg font-semibold text-navy-950">{labels.text}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {labels.retry}
      </Button>
    </div>
  )
}
