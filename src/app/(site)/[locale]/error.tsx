'use client'

import { TriangleAlert } from 'lucide-react'

import { useLocale, useTranslations } from 'next-intl'

import { MessagePage } from '@/components/shared/message-page'
import { Button, ButtonLink } from '@/components/ui/button'
import { localePath } from '@/lib/site/locale-path'

type Props = { error: Error & { digest?: string }; reset: () => void }

/** A page failed to render: a friendly message, never the error's details. */
export default function PageError({ error, reset }: Props) {
  const t = useTranslations('common')
  const locale = useLocale()
  return (
    <MessagePage
      icon={TriangleAlert}
      tone="amber"
      title={t('error.title')}
      text={t('error.text')}
      actions={
        <>
          <Button size="lg" onClick={reset}>
            {t('error.tryAgain')}
          </Button>
          <ButtonLink href={localePath(locale, '/')} variant="outline" size="lg">
            {t('returnHome')}
          </ButtonLink>
        </>
      }
    >
      {error.digest ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('error.reference', { digest: error.digest })}
        </p>
      ) : null}
    </MessagePage>
  )
}
