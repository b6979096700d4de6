import type { DefaultServerCellComponentProps } from 'payload'

import { StatusBadge } from '@/desk/status/StatusBadge'
import { formatInZone } from '@/lib/admin/read-only-time/format'
import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'
import { adminLanguageOf } from '@/lib/admin/language/words'

import { phoneDeskWords } from './words'

/**
 * A worked type's status column: its badge, and, while the lead waits for its first answer, when
 * that is due in the reader's zone, which only a phone's card shows (lead-cards.scss). Wider, the
 * table keeps its columns as they were, the quick actions in view.
 */
export async function StatusAndDueCell({
  cellData,
  i18n,
  payload,
  rowData,
}: DefaultServerCellComponentProps & { i18n?: { language?: string } }) {
  const due = rowData.firstResponseAt ? null : rowData.responseDueAt
  const language = adminLanguageOf(i18n)
  const zone = typeof due === 'string' ? await readerTimeZoneOfThisRender(payload) : null
  return (
    <>
      {typeof cellData === 'string' && cellData && (
        <StatusBadge status={cellData} language={language} />
      )}
      {typeof due === 'string' && zone && (
        <span className="lead-card__due">
          {phoneDeskWords(language).due}{' '}
          <time dateTime={due}>{formatInZone(due, zone, language)}</time>
        </span>
      )}
    </>
  )
}
