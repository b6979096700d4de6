import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { firstAdminSetupToken, setupCookieName } from '@/admin/auth/first-admin'
import { minPasswordLength, passwordTooShort } from '@/admin/auth/password-policy'

import { testPayload } from '../../helpers/payload'
import { expectReadableRefusal } from './expectations'
import { postJson } from './requests'

/**
 * The first admin registers only while no account exists, so this file runs on a database of its
 * own (migrated and seeded like the run's), created before Payload's config reads DATABASE_URL.
 */
const database = await vi.hoisted(async () => {
  // As deployed: in production the first admin registers through the setup link's cookie.
  Object.assign(process.env, { NODE_ENV: 'production' })
  delete process.env.SEED_ADMIN_EMAIL
  delete process.env.SEED_ADMIN_PASSWORD
  const { createTestDatabase } = await import('../../setup/test-database')
  const created = await createTestDatabase()
  process.env.DATABASE_URL = created.url
  return created
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  // Dropping the database cuts this process's connections to it, which Payload's adapter keeps
  // open for good: their pools report each one as lost, as expected here.
  const warn = console.warn.bind(console)
  vi.spyOn(console, 'warn').mockImplementation((message?: unknown, ...rest: unknown[]) => {
    if (!String(message).startsWith('PostgreSQL connection lost')) warn(message, ...rest)
  })
  await database.drop()
})

const userCount = async () =>
  (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs

/** What the admin's "create first user" form sends, with the setup link's cookie. */
const registerFirstAdmin = (password: string) =>
  postJson(
    '/api/users/first-register',
    JSON.stringify({ email: 'first.admin@setup.test', password, name: 'First admin' }),
    { cookie: `${setupCookieName}=${firstAdminSetupToken()}` },
  )

describe('the first admin', () => {
  it('starts from a database without any account', async () => {
    expect(await userCount()).toBe(0)
  })

  it(`is refused a password shorter than ${minPasswordLength} characters, and no account is made`, async () => {
    const response = await registerFirstAdmin('x'.repeat(minPasswordLength - 1))
    expect(response.status).toBe(400)
    expectReadableRefusal(response.status, response.body)
    expect(JSON.stringify(response.body)).toContain(passwordTooShort)
    expect(response.body.token).toBeUndefined()
    expect(await userCount()).toBe(0)
  })

  it(`registers with a password of ${minPasswordLength} characters, as an admin`, async () => {
    const response = await registerFirstAdmin('y'.repeat(minPasswordLength))
    expect(response.status).toBe(200)
    expect(response.body.token).toEqual(expect.any(String))
    expect(response.body.user.roles).toEqual(['admin'])
    expect(await userCount()).toBe(1)
  })
})
