import type { DefaultCellComponentProps } from 'payload'

import { adminLanguageOf, labelIn, type AdminLanguage } from '@/lib/admin/language/words'

import { statusLabel, statusTone } from './workflow'
import './status.scss'

export function StatusBadge({
  status,
  language = 'en',
}: {
  status: string
  language?: AdminLanguage
}) {
  return (
    <span className={`status-badge status-badge--${statusTone(status)}`} data-status={status}>
      {labelIn(statusLabel(status), language)}
    </span>
  )
}

/**
 * The status column of lists: a coloured badge instead of the bare value, in the reader's
 * language (rendered on the server, which passes Payload's i18n).
 */
export function StatusBadgeCell({
  cellData,
  i18n,
}: DefaultCellComponentProps & { i18n?: { language?: string } }) {
  return typeof cellData === 'string' && cellData ? (
    <StatusBadge status={cellData} language={adminLanguageOf(i18n)} />
  ) : null
}
