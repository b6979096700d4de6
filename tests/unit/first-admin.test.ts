import { describe, expect, it, vi } from 'vitest'

vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret')

const { firstAdminSetupToken, isValidSetupToken } = await import('@/admin/auth/first-admin')

describe('first admin setup token', () => {
  it('accepts the token derived from the secret', () => {
    expect(isValidSetupToken(firstAdminSetupToken())).toBe(true)
  })

  it('refuses a missing, shorter or altered token', () => {
    const token = firstAdminSetupToken()
    expect(isValidSetupToken(undefined)).toBe(false)
    expect(isValidSetupToken(token.slice(1))).toBe(false)
    expect(isValidSetupToken(`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`)).toBe(false)
  })
})
