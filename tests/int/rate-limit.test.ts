import { describe, expect, it } from 'vitest'

import { postgres } from '@/server/database/adapter'
import { consumeRateLimit } from '@/server/rate-limit'
import { testPayload } from '../helpers/payload'

describe('rate limit', () => {
  it('allows a client 10 form submissions per window, then refuses with a retry time', async () => {
    await testPayload() // the counters' table comes with the migrations
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await consumeRateLimit('forms', client)).toMatchObject({ allowed: true })
    }
    const refused = await consumeRateLimit('forms', client)
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(await consumeRateLimit('forms', `${client}0`)).toMatchObject({ allowed: true })
  })

  it('keeps its counters in PostgreSQL, where every app instance sees them', async () => {
    const payload = await testPayload()
    const client = `198.51.100.${Math.floor(Math.random() * 250)}`
    await consumeRateLimit('signUp', client)
    const { rows } = await postgres(payload).pool.query(
      'SELECT points FROM rate_limits.counters WHERE key = $1',
      [`signUp:${client}`],
    )
    expect(rows).toEqual([{ points: 1 }])
  })
})
