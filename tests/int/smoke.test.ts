import { describe, expect, it } from 'vitest'

import { rest } from '../helpers/rest'
import { testPayload } from '../helpers/payload'

describe('REST API', () => {
  it('lists products anonymously', async () => {
    await testPayload()
    const { status, body } = await rest('GET', '/api/products?limit=100')
    expect(status).toBe(200)
    expect(Array.isArray(body.docs)).toBe(true)
  })
})
