'use client'

import { TriangleAlert } from 'lucide-react'

import { MessagePage } from '@/components/shared/message-page'
import { Button, ButtonLink } from '@/components/ui/button'

type Props = { error: Error & { digest?: string }; reset: () => void }

/** A page failed to render: a friendly message, never the error's details. */
export default function PageError({ error, reset }: Props) {
  return (
    <MessagePage
      icon={TriangleAlert}
      tone="amber"
      title="Something went wrong"
      text="We could not show this page right now. Please try again in a moment."
      actions={
        <>
          <Button size="lg" onClick={reset}>
            Try again
          </Button>
          <ButtonLink href="/" variant="outline" size="lg">
            Return to Home
          </ButtonLink>
        </>
      }
    >
      {error.digest ? (
        <p className="mt-2 text-sm text-slate-600">Reference: {error.digest}</p>
      ) : null}
    </MessagePage>
  )
}
