import { describe, expect, it } from 'vitest'

import { localePath } from '@/lib/site/locale-path'

describe('localePath', () => {
  it('leaves English paths unprefixed', () => {
    expect(localePath('en', '/about')).toBe('/about')
    expect(localePath('en', '/')).toBe('/')
  })

  it('puts French paths under /fr', () => {
    expect(localePath('fr', '/about')).toBe('/fr/about')
    expect(localePath('fr', '/')).toBe('/fr')
  })

  it('leaves in-page anchors and external links alone', () => {
    expect(localePath('fr', '#contact')).toBe('#contact')
    expect(localePath('fr', 'https://example.com')).toBe('https://example.com')
  })
})
