'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { adminLanguageOf } from '@/lib/admin/language/words'
import { formatInZone } from '@/lib/admin/read-only-time/format'

import { useReaderTimeZone } from './use-reader-time-zone'
import './document-times.scss'

/**
 * A document's last change and creation, in the reader's zone and named by its offset, where
 * Payload's header shows them in the browser's zone without saying which (hidden, see
 * document-times.scss).
 */
export function DocumentTimes() {
  const { savedDocumentData } = useDocumentInfo()
  const { i18n, t } = useTranslation()
  const zone = useReaderTimeZone()
  const language = adminLanguageOf(i18n)
  const { updatedAt, createdAt } = (savedDocumentData ?? {}) as {
    updatedAt?: string
    createdAt?: string
  }
  const times = [
    { at: updatedAt, label: t('general:lastModified') },
    { at: createdAt, label: t('general:created') },
  ].filter((time): time is { at: string; label: string } => Boolean(time.at))
  if (times.length === 0) return null
  return (
    <dl className="document-times">
      {times.map(({ at, label }) => (
        <div key={label}>
          <dt>{label}:</dt>
          <dd>
            <time dateTime={at}>{formatInZone(at, zone, language)}</time>
          </dd>
        </div>
      ))}
    </dl>
  )
}
