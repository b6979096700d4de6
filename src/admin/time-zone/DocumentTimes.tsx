'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { adminLanguageOf } from '@/admin/language/words'
import { formatInZone } from '@/admin/read-only-time/format'

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
  if (!updatedAt && !createdAt) return null
  return (
    <dl className="document-times">
      {updatedAt && (
        <div>
          <dt>{t('general:lastModified')}:</dt>
          <dd>
            <time dateTime={updatedAt}>{formatInZone(updatedAt, zone, language)}</time>
          </dd>
        </div>
      )}
      {createdAt && (
        <div>
          <dt>{t('general:created')}:</dt>
          <dd>
            <time dateTime={createdAt}>{formatInZone(createdAt, zone, language)}</time>
          </dd>
        </div>
      )}
    </dl>
  )
}
