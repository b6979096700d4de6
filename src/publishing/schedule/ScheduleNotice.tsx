import type { UIFieldServerProps } from 'payload'
import './schedule.scss'

import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'

import { upcomingSchedules } from './upcoming'
import { scheduleWords } from './words'

/**
 * The document's sidebar: what is scheduled for it, soonest first ("Scheduled for 12 Dec 2026,
 * 09:00 GMT"), so that a draft due to go live does not read as a plain draft. Nothing when
 * nothing is.
 */
export async function ScheduleNotice({
  id,
  collectionSlug,
  field,
  payload,
  i18n,
}: UIFieldServerProps) {
  const global = (field.admin?.custom as { global?: string } | undefined)?.global
  const target = global ? { kind: 'global' as const, slug: global, key: global } : null
  if (!target && (id === undefined || !collectionSlug)) return null
  const { kind, slug, key } = target ?? {
    kind: 'collection' as const,
    slug: collectionSlug,
    key: String(id),
  }
  const upcoming = (await upcomingSchedules(payload, kind, slug)).get(key) ?? []
  if (upcoming.length === 0) return null
  const timeZone = await readerTimeZoneOfThisRender(payload)
  return (
    <div className="schedule-notice" role="status">
      <ul>
        {upcoming.map((scheduled) => (
          <li key={`${scheduled.type}-${scheduled.at}-${scheduled.locale}`}>
            {scheduleWords(scheduled, i18n.language, timeZone)}
          </li>
        ))}
      </ul>
    </div>
  )
}
