import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { describeDatabase } from '@/server/env'

describe('describeDatabase', () => {
  it('names the host, port and database but never the password', () => {
    const description = describeDatabase('postgres://app:s3cret@db.internal:6543/site')
    expect(description).toBe('db.internal:6543/site')
    expect(description).not.toContain('s3cret')
  })

  it('defaults the port to 5432', () => {
    expect(describeDatabase('postgres://app@db.internal/site')).toBe('db.internal:5432/site')
  })
})

describe('payloadSecret', () => {
  beforeEach(() => {
    vi.resetModules()
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('refuses to start production without PAYLOAD_SECRET', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', '')
    const { payloadSecret, ConfigurationError } = await import('@/server/env')
    expect(() => payloadSecret()).toThrow(ConfigurationError)
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET is not set/)
  })

  it('uses the secret the environment gives', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'from-the-environment')
    const { payloadSecret } = await import('@/server/env')
    expect(payloadSecret()).toBe('from-the-environment')
  })
})
