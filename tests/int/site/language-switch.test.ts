import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { GET } from '@/app/api/language/route'

/** The switch's answer to a query written as an attacker writes it (already %-encoded). */
const switchWith = (query: string) =>
  GET(new NextRequest(`http://localhost:3000/api/language?${query}`))

describe('the language switch route', () => {
  it('never redirects to another host, whatever `from` holds once its language prefix is gone', async () => {
    for (const from of [
      '/fr//evil.example',
      '/fr/%5Cevil.example',
      '/fr%2F%2Fevil.example',
      '/fr/%2F%2Fevil.example',
      '/fr/%5C%5Cevil.example',
      '/fr///evil.example/x',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
    ]) {
      const response = switchWith(`to=en&from=${from}`)
      expect(response.status, from).toBe(303)
      const location = response.headers.get('location') ?? ''
      expect(location, from).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, 'http://localhost:3000').host, from).toBe('localhost:3000')
    }
    expect(switchWith('to=en&from=/fr//evil.example').headers.get('location')).toBe('/evil.example')
    expect(switchWith('to=fr&from=/about').headers.get('location')).toBe('/fr/about')
  })
})
