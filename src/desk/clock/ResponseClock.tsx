import type { UIFieldServerProps } from 'payload'

import { formatInZone } from '@/lib/admin/read-only-time/format'
import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'
import { zoneName } from '@/lib/site/time-zones'

import { Countdown } from './Countdown'
import { formatMinutes, readClock } from './duration'
import './clock.scss'

/**
 * A lead's first-response clock at the top of its page: a countdown to when the first answer is
 * due, how late it is, or how long the answer took against the target (business minutes, with
 * the time on the wall beside them). Times in the reader's zone, named.
 */
export async function ResponseClock({ data, payload }: UIFieldServerProps) {
  const lead = (data ?? {}) as Parameters<typeof readClock>[0]
  const now = new Date().getTime()
  const reading = readClock(lead, now)
  if (!reading) return null
  const zone = await readerTimeZoneOfThisRender(payload)
  const dueAtOnce =
    Boolean(lead.createdAt && lead.responseDueAt) &&
    Date.parse(lead.responseDueAt!) <= Date.parse(lead.createdAt!)
  const inZone = (iso: string | null | undefined) =>
    `${formatInZone(iso, zone)} (${zoneName(zone)})`
  return (
    <section
      className={`response-clock response-clock--${reading.state}`}
      aria-label="Response clock"
    >
      <p className="status-panel__title">First response</p>
      {reading.state === 'answered' ? (
        <>
          <p className="response-clock__headline" data-testid="response-clock">
            Answered in {formatMinutes(reading.businessMinutes)}
            {reading.target !== null && ` (target ${reading.target} min)`}
          </p>
          <p className="response-clock__detail">
            Business hours; {formatMinutes(reading.elapsedMinutes)} on the wall clock. Answered{' '}
            <time dateTime={lead.firstResponseAt ?? undefined}>{inZone(lead.firstResponseAt)}</time>
            .
          </p>
        </>
      ) : (
        <>
          <Countdown dueAt={lead.responseDueAt!} renderedAt={now} />
          <p className="response-clock__detail">
            Due <time dateTime={lead.responseDueAt ?? undefined}>{inZone(lead.responseDueAt)}</time>
            {dueAtOnce
              ? ': nobody owned it as it came, so it was due at once.'
              : reading.target !== null && `, ${reading.target} business minutes after it came.`}
          </p>
        </>
      )}
    </section>
  )
}
