'use client'

import { useRowLabel } from '@payloadcms/ui'

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A holiday's row, collapsed, reads as the day it is: "25 Dec 2026 · Christmas Day". */
export function HolidayRowLabel() {
  const { data } = useRowLabel<{ date?: string | null; name?: string | null }>()
  const date = data?.date ? new Date(data.date) : null
  const when = date && !Number.isNaN(date.getTime()) ? day.format(date) : 'New holiday'
  return <span>{[when, data?.name].filter(Boolean).join(' · ')}</span>
}
