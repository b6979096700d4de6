'use client'

import { useEffect, useState } from 'react'

import { clockHeadline, readClock } from './duration'

/**
 * "Answer due in 1 h 12 min", counted down each half-minute, and "Overdue by …" once past. The
 * first render uses the server's time, so that the page does not change as its scripts start.
 */
export function Countdown({ dueAt, renderedAt }: { dueAt: string; renderedAt: number }) {
  const [now, setNow] = useState(renderedAt)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    // Once the page has started (the server's time may be seconds old), then each half-minute.
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 30_000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [])
  const reading = readClock({ responseDueAt: dueAt }, now)
  if (!reading) return null
  return (
    <p
      className={`response-clock__headline response-clock__headline--${reading.state}`}
      data-testid="response-clock"
      role="timer"
    >
      {clockHeadline(reading)}
    </p>
  )
}
