'use client'

import { TriangleAlert } from '@/components/ui/lucide-icons'

import { useParams } from 'next/navigation'

import { MessagePage } from '@/components/ui/message-page'
import { Button, ButtonLink } from '@/components/ui/button'
import { errorWords } from '@/i18n/messages/errors'
import { localePath } from '@/lib/site/locale-path'
import { defaultLocale, isLocale } from '@/lib/site/locales'

type Props = { error: Error & { digest?: string }; reset: () => void }

/** A page failed to render: a friendly message, never the error's details. */
export default function PageError({ error, reset }: Props) {
  const { locale: segment } = useParams<{ locale: string }>()
  const locale = isLocale(segment) ? segment : defaultLocale
  const words = errorWords[locale]
  return (
    <MessagePage
      icon={TriangleAlert}
      tone="amber"
      title={words.error.title}
      text={words.error.text}
      actions={
        <>
          <Button size="lg" onClick={reset}>
            {words.error.tryAgain}
          </Button>
          <ButtonLink href={localePath(locale, '/')} variant="outline" size="lg">
            {words.returnHome}
          </ButtonLink>
        </>
      }
    >
      {error.digest ? (
        <p className="mt-2 text-sm text-slate-600">
          {words.error.reference.replace('{digest}', error.digest)}
        </p>
      ) : null}
    </MessagePage>
  )
}
