import { describe, expect, it } from 'vitest'

import { countableSelection } from '@/submissions/submission-counts'

describe('countableSelection', () => {
  it('reads "every row" from no condition and from empty groups', () => {
    expect(countableSelection(undefined)).toEqual({})
    expect(countableSelection({})).toEqual({})
    expect(countableSelection({ and: [] })).toEqual({})
    expect(countableSelection({ or: [{ and: [{}] }] })).toEqual({})
  })

  it('reads one status, also inside the single-condition groups the admin list builds', () => {
    expect(countableSelection({ status: { equals: 'new' } })).toEqual({ status: 'new' })
    expect(countableSelection({ or: [{ and: [{ status: { equals: 'quoted' } }] }] })).toEqual({
      status: 'quoted',
    })
  })

  it('leaves every other condition to be counted', () => {
    expect(countableSelection({ status: { in: ['new', 'quoted'] } })).toBeUndefined()
    expect(countableSelection({ status: { not_equals: 'new' } })).toBeUndefined()
    expect(countableSelection({ status: { equals: 'new', exists: true } })).toBeUndefined()
    expect(countableSelection({ email: { equals: 'ada@example.com' } })).toBeUndefined()
    expect(
      countableSelection({ status: { equals: 'new' }, email: { like: 'ada' } }),
    ).toBeUndefined()
    expect(
      countableSelection({
        and: [{ status: { equals: 'new' } }, { email: { like: 'ada' } }],
      }),
    ).toBeUndefined()
    expect(
      countableSelection({ or: [{ status: { equals: 'new' } }, { status: { equals: 'closed' } }] }),
    ).toBeUndefined()
  })
})
