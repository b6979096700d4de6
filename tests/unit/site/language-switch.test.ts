import { describe, expect, it } from 'vitest'

import { languageSwitchHref, languageSwitchOf } from '@/lib/site/language-switch'

const switchFrom = (href: string) => languageSwitchOf(new URL(href, 'http://x').searchParams)

describe('the language switch', () => {
  it('leads from a page to the same page in the other language, keeping the choice', () => {
    expect(switchFrom(languageSwitchHref('fr', '/products/vas'))).toEqual({
      ok: true,
      locale: 'fr',
      location: '/fr/products/vas',
      cookie: { name: 'NEXT_LOCALE', value: 'fr' },
    })
    expect(switchFrom(languageSwitchHref('en', '/fr'))).toMatchObject({ location: '/' })
    expect(switchFrom(languageSwitchHref('en', '/fr/about'))).toMatchObject({ location: '/about' })
    expect(switchFrom(languageSwitchHref('fr', '/'))).toMatchObject({ location: '/fr' })
  })

  it('never leads off the site, whatever `from` says', () => {
    for (const from of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '',
    ]) {
      const answer = switchFrom(`/api/language?to=en&from=${encodeURIComponent(from)}`)
      expect(answer.ok && answer.location, from).toMatch(/^\/(?![/\\])/)
    }
    expect(switchFrom('/api/language?to=en')).toMatchObject({ location: '/' })
    expect(switchFrom('/api/language?to=fr&from=/about?x=1#top')).toMatchObject({
      location: '/fr/about',
    })
  })

  it('refuses a language the site does not offer, saying which it does', () => {
    for (const query of ['to=de', 'to=', '', 'to=FR']) {
      expect(switchFrom(`/api/language?${query}&from=/about`)).toEqual({
        ok: false,
        message: 'The language must be one of en, fr.',
      })
    }
  })
})
