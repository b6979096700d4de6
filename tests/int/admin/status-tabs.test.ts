import { describe, expect, it } from 'vitest'

import { statusFilterKey, statusTabs } from '@/desk/status/status-tabs'

import { colleague, deskTestContext, quoteFromGhana } from '../desk/desk-fixtures'

const context = deskTestContext()

describe('the status tabs of a submission list', () => {
  it('opened on one owner’s leads, count theirs and keep the owner in every tab', async () => {
    const kofi = await colleague(context.payload, context.made, 'Kofi Mensah')
    const [first, second] = [
      await quoteFromGhana(context.payload, context.made, kofi),
      await quoteFromGhana(context.payload, context.made, kofi),
    ]
    await context.payload.update({
      collection: 'quote-requests',
      id: second.id,
      data: { status: 'contacted' },
    })
    expect(first.id).not.toBe(second.id)
    const mine = { 'where[owner][equals]': String(kofi.id) }
    const { tabs } = await statusTabs(context.payload, 'quote-requests', mine)
    expect(tabs.map(({ label, count }) => [label, count])).toEqual([
      ['All', 2],
      ['New', 1],
      ['Contacted', 1],
      ['Quoted', 0],
      ['Won', 0],
      ['Lost', 0],
    ])
    const contacted = new URL(tabs[2].href, 'http://admin.invalid').searchParams
    expect(contacted.get('where[owner][equals]')).toBe(String(kofi.id))
    expect(contacted.get(statusFilterKey)).toBe('contacted')

    // Without an owner filter: every lead's counts, and tabs without one.
    const all = await statusTabs(context.payload, 'quote-requests', {})
    expect(all.tabs[0].count).toBeGreaterThanOrEqual(2)
    expect(all.tabs[0].href).toBe('/admin/collections/quote-requests')
    // A filter that is no owner's id is not taken as one.
    const odd = await statusTabs(context.payload, 'quote-requests', {
      'where[owner][equals]': '1 OR 1=1',
    })
    expect(odd.tabs[0].count).toBe(all.tabs[0].count)
  })
})
