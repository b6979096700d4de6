import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { OpenPositionsError } from '@/components/careers/open-positions-error'
import { catalogues } from '@/i18n/messages'
import { NoOpenPositions } from '@/components/careers/open-positions-states'
import { requirementLines } from '@/lib/content/job-postings'

describe('the careers list states', () => {
  it("shows the spec's empty-state texts when no posting is active", () => {
    const { noPositions, checkBackSoon } = catalogues.en.pages.careers
    const html = renderToStaticMarkup(
      createElement(NoOpenPositions, { labels: { title: noPositions, text: checkBackSoon } }),
    )
    expect(html).toContain('No open positions available at the moment.')
    expect(html).toContain('Check back soon for new opportunities!')
  })

  it('shows "Failed to load job postings. Please try again later." with a Retry button', () => {
    const html = renderToStaticMarkup(
      createElement(OpenPositionsError, { labels: catalogues.en.pages.careersError }),
    )
    expect(html).toContain('Failed to load job postings. Please try again later.')
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/)
    expect(html).toContain('role="alert"')
  })
})

describe('requirementLines', () => {
  it('reads one requirement per line and skips blank lines', () => {
    expect(requirementLines('First\n\n  Second  \nThird\n')).toEqual(['First', 'Second', 'Third'])
  })
})
