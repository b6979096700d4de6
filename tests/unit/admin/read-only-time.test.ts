import { describe, expect, it } from 'vitest'

import { formatInZone } from '@/lib/admin/read-only-time/format'

describe('a server-set time as staff read it', () => {
  const noonUtc = '2026-11-28T12:07:00.000Z'

  it('is shown in the site’s zone with its offset', () => {
    expect(formatInZone(noonUtc, 'Africa/Lagos')).toBe('28 Nov 2026, 13:07 GMT+1')
    expect(formatInZone(noonUtc, 'Africa/Nairobi')).toBe('28 Nov 2026, 15:07 GMT+3')
    expect(formatInZone(noonUtc, 'UTC')).toBe('28 Nov 2026, 12:07 GMT')
    expect(formatInZone(noonUtc, 'Asia/Kolkata')).toBe('28 Nov 2026, 17:37 GMT+5:30')
    expect(formatInZone(noonUtc, 'America/St_Johns')).toBe('28 Nov 2026, 08:37 GMT-3:30')
  })

  it('crosses midnight into the zone’s next day', () => {
    expect(formatInZone('2026-11-28T23:30:00.000Z', 'Africa/Johannesburg')).toBe(
      '29 Nov 2026, 01:30 GMT+2',
    )
  })

  it('is empty while the server has not set it, or for what is not a time', () => {
    expect(formatInZone(undefined, 'Africa/Lagos')).toBe('')
    expect(formatInZone(null, 'Africa/Lagos')).toBe('')
    expect(formatInZone('not a date', 'Africa/Lagos')).toBe('')
  })
})
