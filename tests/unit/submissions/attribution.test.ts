import { describe, expect, it } from 'vitest'

import { attributionFromReferer, postedAttribution } from '@/submissions/attribution/posted'
import { runInNewContext } from 'node:vm'

import { attributionScript } from '@/submissions/attribution/before-scripts'
import {
  landing,
  landingRules,
  type Attribution,
  type Touch,
} from '@/submissions/attribution/touch'

const touchOf = (url: URL, referrer: string | null, at: Date): Touch =>
  landing(undefined, url.href, referrer, at.toISOString(), landingRules).touch
const afterLanding = (attribution: Attribution, touch: Touch) =>
  landing(
    attribution,
    `https://s.example${touch.landingPath}?${touch.source ? `utm_source=${touch.source}` : ''}`,
    touch.referrer ? `https://${touch.referrer}/` : null,
    touch.at,
    landingRules,
  ).attribution

const at = new Date('2026-11-27T09:30:00Z')

describe('a landing’s touch', () => {
  it('takes the campaign, the click IDs, the landing page and another site’s host', () => {
    const url = new URL(
      'https://www.example.com/ussd-ghana?utm_source=linkedin&utm_medium=paid-social&utm_campaign=q1-ghana&utm_term=ussd&utm_content=carousel&gclid=G1&fbclid=F1&msclkid=M1&page=2',
    )
    expect(touchOf(url, 'https://www.linkedin.com/feed/', at)).toEqual({
      source: 'linkedin',
      medium: 'paid-social',
      campaign: 'q1-ghana',
      term: 'ussd',
      content: 'carousel',
      gclid: 'G1',
      fbclid: 'F1',
      msclkid: 'M1',
      referrer: 'www.linkedin.com',
      landingPath: '/ussd-ghana',
      at: '2026-11-27T09:30:00.000Z',
    })
  })

  it('names no referrer for the site’s own pages, an unreadable address or another scheme', () => {
    const url = new URL('https://www.example.com/products/vas')
    expect(touchOf(url, 'https://www.example.com/', at)).toEqual({
      landingPath: '/products/vas',
      at: at.toISOString(),
    })
    expect(touchOf(url, 'not an address', at).referrer).toBeUndefined()
    expect(touchOf(url, 'android-app://com.example/', at).referrer).toBeUndefined()
  })

  it('cuts a value at 200 characters and leaves empty parameters out', () => {
    const url = new URL(`https://www.example.com/?utm_source=${'x'.repeat(300)}&utm_medium=`)
    const touch = touchOf(url, null, at)
    expect(touch.source).toHaveLength(200)
    expect(touch).not.toHaveProperty('medium')
  })
})

describe('the tab’s attribution', () => {
  const linkedin = touchOf(new URL('https://s.example/ussd-ghana?utm_source=linkedin'), null, at)
  const ownPage = touchOf(new URL('https://s.example/products/vas'), 'https://s.example/', at)
  const search = touchOf(new URL('https://s.example/get-quote'), 'https://www.google.com/', at)

  it('keeps the first landing, and takes a later one only when it names a source', () => {
    const first = afterLanding({}, linkedin)
    expect(first).toEqual({ firstTouch: linkedin, lastTouch: linkedin })
    expect(afterLanding(first, ownPage)).toEqual(first)
    expect(afterLanding(first, search)).toEqual({ firstTouch: linkedin, lastTouch: search })
  })

  it('starts with the first page even when it names no source', () => {
    expect(afterLanding({}, ownPage)).toEqual({ firstTouch: ownPage, lastTouch: ownPage })
  })
})

describe('the attribution a form posts', () => {
  const touch = { source: 'linkedin', landingPath: '/ussd-ghana', at: '2026-11-27T09:30:00.000Z' }

  it('keeps valid touches and drops unknown fields', () => {
    expect(
      postedAttribution.parse({ firstTouch: { ...touch, extra: 'x' }, lastTouch: touch }),
    ).toEqual({ firstTouch: touch, lastTouch: touch })
  })

  it('leaves out what does not hold, and never fails', () => {
    for (const posted of [
      undefined,
      'linkedin',
      [],
      { firstTouch: { ...touch, landingPath: 'https://elsewhere.example/' } },
      { firstTouch: { ...touch, at: 'yesterday' } },
      { firstTouch: { ...touch, at: '2999-01-01T00:00:00Z' } },
      { firstTouch: { ...touch, source: 'x'.repeat(201) } },
      { firstTouch: { ...touch, source: 'nul\u0000' } },
    ]) {
      expect(postedAttribution.parse(posted)).toBeUndefined()
    }
    expect(
      postedAttribution.parse({ firstTouch: { ...touch, at: 'yesterday' }, lastTouch: touch }),
    ).toEqual({ lastTouch: touch })
  })
})

describe('the attribution of a form sent without its script', () => {
  it('is the campaign in the address of the page it was sent from', () => {
    const landing = {
      source: 'linkedin',
      campaign: 'q1-ghana',
      landingPath: '/fr/get-quote',
      at: at.toISOString(),
    }
    expect(
      attributionFromReferer(
        'https://www.example.com/fr/get-quote?utm_source=linkedin&utm_campaign=q1-ghana',
        at,
      ),
    ).toEqual({ firstTouch: landing, lastTouch: landing })
  })

  it('is nothing without a campaign or a click ID, or without a readable address', () => {
    expect(attributionFromReferer('https://www.example.com/get-quote', at)).toBeUndefined()
    expect(attributionFromReferer('nonsense', at)).toBeUndefined()
    expect(attributionFromReferer(null, at)).toBeUndefined()
  })
})

describe('the page’s inline script', () => {
  /** Runs the script as a browser parsing the page at `href` would, on a tab holding `stored`. */
  function parsePage(href: string, referrer: string, stored: string | null) {
    const storage = new Map<string, string>(stored === null ? [] : [['attribution', stored]])
    const listeners: string[] = []
    runInNewContext(attributionScript, {
      location: { href },
      document: { referrer, addEventListener: (type: string) => listeners.push(type) },
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      URL,
      JSON,
      Date,
    })
    return { stored: JSON.parse(storage.get('attribution') ?? 'null'), listeners }
  }

  it('records the landing as the document is parsed, as the server reads one, before any other script', () => {
    const href = 'https://s.example/ussd-ghana?utm_source=linkedin&utm_campaign=q1-ghana'
    const { stored, listeners } = parsePage(href, 'https://www.linkedin.com/', null)
    expect(stored.firstTouch).toMatchObject({
      source: 'linkedin',
      campaign: 'q1-ghana',
      referrer: 'www.linkedin.com',
      landingPath: '/ussd-ghana',
    })
    expect(stored.lastTouch).toEqual(stored.firstTouch)
    expect(listeners).toEqual(['submit'])
    // The next document of the tab, a page of the site's own: the campaign stays.
    const next = parsePage(
      'https://s.example/products/vas',
      'https://s.example/ussd-ghana',
      JSON.stringify(stored),
    )
    expect(next.stored).toEqual(stored)
  })

  it('starts afresh when storage holds anything but an attribution, and never throws', () => {
    for (const junk of ['not json', '42', 'null']) {
      const { stored } = parsePage('https://s.example/about', '', junk)
      expect(stored.firstTouch.landingPath, junk).toBe('/about')
    }
    expect(() =>
      runInNewContext(attributionScript, { location: {}, document: { addEventListener() {} } }),
    ).not.toThrow()
  })
})
