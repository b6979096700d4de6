import type { DefaultServerCellComponentProps } from 'payload'
import './schedule.scss'

import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'

import { upcomingSchedules } from './upcoming'
import { scheduleWords } from './words'

const statusKeys = {
  draft: 'version:draft',
  published: 'version:published',
  changed: 'version:draftHasPublishedVersion',
} as const

/**
 * The list's Status column: Payload's status, and the next scheduled publish or unpublish under
 * it; a draft due to be published reads as "Scheduled for …" rather than "Draft".
 */
export async function StatusCell({
  cellData,
  rowData,
  collectionSlug,
  payload,
  i18n,
}: DefaultServerCellComponentProps) {
  const key = statusKeys[cellData as keyof typeof statusKeys]
  const status = key ? i18n.t(key) : String(cellData ?? '')
  const next = (await upcomingSchedules(payload, 'collection', collectionSlug)).get(
    String(rowData.id),
  )?.[0]
  if (!next) return <span>{status}</span>
  const words = scheduleWords(next, i18n.language, await readerTimeZoneOfThisRender(payload))
  if (cellData === 'draft' && next.type === 'publish') {
    return <span className="schedule-status">{words}</span>
  }
  return (
    <span className="schedule-status">
      {status}
      <small className="schedule-status__next">{words}</small>
    </span>
  )
}
