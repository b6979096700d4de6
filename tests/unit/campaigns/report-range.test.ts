import { describe, expect, it } from 'vitest'

import { defaultRange, rangeInstants, reportRange } from '@/campaigns/report/range'

const now = new Date('2026-11-27T15:00:00Z')

describe('a report’s days', () => {
  it('are the last 30 days when none are asked for', () => {
    expect(reportRange(undefined, undefined, now)).toEqual({
      ok: true,
      range: { from: '2026-10-29', to: '2026-11-27' },
    })
    expect(defaultRange(now)).toEqual({ from: '2026-10-29', to: '2026-11-27' })
  })

  it('are the two days asked for, the last one whole', () => {
    expect(reportRange('2026-11-01', '2026-11-01', now)).toEqual({
      ok: true,
      range: { from: '2026-11-01', to: '2026-11-01' },
    })
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-01' })).toEqual({
      since: '2026-11-01T00:00:00.000Z',
      until: '2026-11-02T00:00:00.000Z',
    })
  })

  it('say why they cannot be reported: not dates, in the wrong order, over a year', () => {
    for (const [from, to] of [
      ['2026-11-01', undefined],
      ['2026-02-30', '2026-03-01'],
      ['yesterday', '2026-11-01'],
      [['2026-11-01'], '2026-11-02'],
    ]) {
      expect(reportRange(from, to, now)).toMatchObject({
        ok: false,
        message: 'Choose both days as dates, e.g. 2026-11-01.',
      })
    }
    expect(reportRange('2026-11-02', '2026-11-01', now)).toMatchObject({
      ok: false,
      message: 'The first day must come before the last.',
    })
    expect(reportRange('2025-01-01', '2026-11-01', now)).toMatchObject({
      ok: false,
      message: 'Choose at most 366 days.',
      range: { from: '2026-10-29', to: '2026-11-27' },
    })
  })
})
