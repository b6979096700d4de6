import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { countedPath } from '@/campaigns/page-views/counted-path'

const siteRoutes = path.join(process.cwd(), 'src/app/(site)/[locale]')

/** Every page route of the public site, as a path with a sample value in each dynamic segment. */
function pageRoutes(dir = siteRoutes, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // A slot (the header's) renders beside the pages; its folders are not addresses.
    if (entry.name.startsWith('@')) return []
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix || '/'] : []
    const sample = entry.name === '[page]' ? '2' : entry.name.replace(/^\[[^\]]+\]$/, 'a-sample')
    return pageRoutes(path.join(dir, entry.name), `${prefix}/${sample}`)
  })
}

describe('the paths page views are counted under', () => {
  it('counts a view of every page route of the site, in both languages, but thank-you pages', () => {
    const routes = pageRoutes()
    expect(routes).toContain('/products/a-sample')
    for (const route of routes) {
      const counted = !route.startsWith('/thank-you') && !route.startsWith('/[...')
      const expected = route.startsWith('/market-report/') ? '/market-report' : route
      expect(countedPath(route), route).toBe(counted ? expected : undefined)
      expect(countedPath(`/fr${route === '/' ? '' : route}`), route).toBe(
        counted ? (expected === '/' ? '/fr' : `/fr${expected}`) : undefined,
      )
    }
  })

  it('decodes escaped copies to the page they reach, and counts no other address', () => {
    expect(countedPath('/products/%76as')).toBe('/products/vas')
    expect(countedPath('/%75ssd-ghana')).toBe('/ussd-ghana')
    expect(countedPath('/%66r/about')).toBe('/fr/about')
    expect(countedPath('/market-report/abc_DEF-123')).toBe('/market-report')
    for (const path of [
      '/careers/%2e%2e',
      '/careers/..',
      '/Products/VAS',
      '/products/vas/',
      '//evil.example',
      '/products//vas',
      '/%2525',
      '/x.php',
      '/products/vas/extra',
      '/careers/page/0',
      '/thank-you/quote',
      '/admin',
      '/%61dmin',
      '/api',
      '/setup',
      '/en',
      '/%E0%A4%A',
      `/${'a'.repeat(201)}`,
    ]) {
      expect(countedPath(path), path).toBeUndefined()
    }
  })
})
