import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { postgres } from '@/server/database/adapter'
import { siteUrl } from '@/server/env'

import { testPayload } from '../../helpers/payload'
import type { RawResponse } from '../../helpers/rest'
import { callRest, postJson } from './requests'
import { expectReadableRefusal } from './expectations'

vi.hoisted(() => {
  // As deployed: the session cookie is Secure in production only.
  Object.assign(process.env, { NODE_ENV: 'production' })
})

let payload: Payload
const accounts: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { id: { in: accounts } } })
})

type Account = { id: number; email: string; password: string }

/** A verified staff account of its own for each test, so lockouts never spill over. */
async function newAccount(): Promise<Account> {
  const email = `auth-${randomUUID().slice(0, 8)}@security.test`
  const password = `pw-${randomUUID()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: 'Auth test', roles: ['editor'], _verified: true },
    context: { trustedFirstAdmin: true },
    disableVerificationEmail: true,
  })
  accounts.push(user.id)
  return { id: user.id, email, password }
}

/** Signs in through REST from a client address of its own, as a browser would. */
const login = (email: string, password: string) =>
  postJson('/api/users/login', JSON.stringify({ email, password }))

/** Who /api/users/me says the caller is: by the session token, or by the cookie from the site. */
async function me(credentials: { token?: string; cookie?: string; origin?: string }) {
  const headers: Record<string, string> = {}
  if (credentials.token) headers.authorization = `JWT ${credentials.token}`
  if (credentials.cookie) {
    headers.cookie = credentials.cookie
    headers.origin = credentials.origin ?? siteUrl()
  }
  const response = await callRest('GET', '/api/users/me', { headers })
  expect(response.status).toBe(200)
  return (response.body?.user ?? null) as { id: number } | null
}

/** The session cookie a response sets, as "name=value", and its attributes in lower case. */
function sessionCookie(response: RawResponse) {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('payload-token='))
  expect(header, 'a payload-token cookie').toBeDefined()
  const [pair, ...attributes] = header!.split(';').map((part) => part.trim())
  return { pair, attributes: attributes.map((attribute) => attribute.toLowerCase()) }
}

const hasAttribute = (attributes: string[], name: string) =>
  attributes.some((attribute) => attribute === name || attribute.startsWith(`${name}=`))

/** Signs in from a client address the test names, so a test can be two clients at once. */
const loginFrom = (client: string, email: string, password: string) =>
  postJson('/api/users/login', JSON.stringify({ email, password }), {
    'x-client-address': client,
  })

const throttledMessage =
  /^Authentication Error: too many failed sign-ins from your network\. Please try again in 1[45] minutes\.$/

const newClient = () => `client-${randomUUID()}`

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax and, in production, Secure', async () => {
    const { email, password } = await newAccount()
    const response = await login(email, password)
    expect(response.status).toBe(200)
    const { attributes } = sessionCookie(response)
    expect(hasAttribute(attributes, 'httponly')).toBe(true)
    expect(attributes).toContain('samesite=lax')
    expect(hasAttribute(attributes, 'secure')).toBe(true)
    expect(attributes).toContain('path=/')
  })

  it('authenticates a request from the site, but not one from another origin', async () => {
    const { id, email, password } = await newAccount()
    const { pair } = sessionCookie(await login(email, password))
    expect((await me({ cookie: pair }))?.id).toBe(id)
    expect(await me({ cookie: pair, origin: 'https://evil.example' })).toBeNull()
  })
})

describe('signing out', () => {
  it('ends the session: neither its token nor its cookie authenticates afterwards', async () => {
    const { id, email, password } = await newAccount()
    const signedIn = await login(email, password)
    const token = signedIn.body.token as string
    const { pair } = sessionCookie(signedIn)
    expect((await me({ token }))?.id).toBe(id)

    const logout = await callRest('POST', '/api/users/logout', {
      headers: { authorization: `JWT ${token}` },
    })
    expect(logout.status).toBe(200)
    expect(await me({ token })).toBeNull()
    expect(await me({ cookie: pair })).toBeNull()
  })

  it('ends only that session: the same account signed in elsewhere stays signed in', async () => {
    const { id, email, password } = await newAccount()
    const laptop = (await login(email, password)).body.token as string
    const phone = (await login(email, password)).body.token as string
    await callRest('POST', '/api/users/logout', { headers: { authorization: `JWT ${laptop}` } })
    expect(await me({ token: laptop })).toBeNull()
    expect((await me({ token: phone }))?.id).toBe(id)
  })
})

describe('repeated failed sign-ins', () => {
  it('slow that client down on that account after 5, even with the right password', async () => {
    const account = await newAccount()
    const guesser = newClient()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await loginFrom(guesser, account.email, `wrong-${attempt}`)
      expect(failed.status).toBe(401)
      expectReadableRefusal(failed.status, failed.body)
    }
    const throttled = await loginFrom(guesser, account.email, account.password)
    expect(throttled.status).toBe(429)
    expectReadableRefusal(throttled.status, throttled.body)
    expect(throttled.body.errors[0].message).toMatch(throttledMessage)
    expect(throttled.body.token).toBeUndefined()
  })

  it('never lock the account itself: its owner still signs in from another client', async () => {
    const account = await newAccount()
    const guesser = newClient()
    for (let attempt = 1; attempt <= 8; attempt++) {
      await loginFrom(guesser, account.email, `wrong-${attempt}`)
    }
    expect((await loginFrom(guesser, account.email, account.password)).status).toBe(429)
    const owner = await loginFrom(newClient(), account.email, account.password)
    expect(owner.status).toBe(200)
    expect(owner.body.token).toEqual(expect.any(String))
  })

  it('slow down one client guessing across many accounts after 20', async () => {
    const guesser = newClient()
    for (let attempt = 1; attempt <= 20; attempt++) {
      const address = `nobody-${attempt}-${randomUUID().slice(0, 8)}@security.test`
      expect((await loginFrom(guesser, address, 'guess')).status).toBe(401)
    }
    const account = await newAccount()
    expect((await loginFrom(guesser, account.email, account.password)).status).toBe(429)
  })

  it('do not count a sign-in with the right password', async () => {
    const account = await newAccount()
    const client = newClient()
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await loginFrom(client, account.email, `wrong-${attempt}`)).status).toBe(401)
    }
    expect((await loginFrom(client, account.email, account.password)).status).toBe(200)
    // Had the success counted, this would be the sixth attempt and refused with 429.
    expect((await loginFrom(client, account.email, 'wrong-5')).status).toBe(401)
  })

  it('stop counting once their 15 minutes have passed', async () => {
    const account = await newAccount()
    const client = newClient()
    for (let attempt = 1; attempt <= 5; attempt++) await loginFrom(client, account.email, 'wrong')
    expect((await loginFrom(client, account.email, account.password)).status).toBe(429)
    await postgres(payload).pool.query(
      'UPDATE rate_limits.counters SET expire = $1 WHERE key LIKE $2 OR key LIKE $3',
      [Date.now() - 1000, `signIn:${client}`, `signInAccount:${client}:%`],
    )
    expect((await loginFrom(client, account.email, account.password)).status).toBe(200)
  })

  it('leave no lock columns behind: the account has nothing a stranger could set', async () => {
    const { rows } = await postgres(payload).pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name IN ('login_attempts', 'lock_until')",
    )
    expect(rows).toEqual([])
  })
})

describe('a failed sign-in', () => {
  /** The CPU a sign-in costs this process, its password hashing included (it runs on libuv's pool). */
  async function cpuMillisecondsOf(email: string, password: string) {
    const before = process.cpuUsage()
    const response = await login(email, password)
    expect(response.status).toBe(401)
    const { user, system } = process.cpuUsage(before)
    return (user + system) / 1000
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]

  it('hashes the password for an address with no account as for a wrong password, so neither tells which exists', async () => {
    const { email } = await newAccount()
    const unknown = `nobody-${randomUUID().slice(0, 8)}@security.test`
    const wrong: number[] = []
    const noAccount: number[] = []
    for (let round = 0; round < 3; round++) {
      wrong.push(await cpuMillisecondsOf(email, `wrong-${randomUUID()}`))
      noAccount.push(await cpuMillisecondsOf(unknown, `wrong-${randomUUID()}`))
    }
    // Without it, an unknown address costs a query (a few ms); the hash costs hundreds.
    expect(median(wrong)).toBeGreaterThan(50)
    expect(median(noAccount)).toBeGreaterThan(median(wrong) * 0.5)
  })
})

describe('a changed password', () => {
  it('is refused under 12 characters', async () => {
    const account = await newAccount()
    await expect(
      payload.update({ collection: 'users', id: account.id, data: { password: 'eleven-char' } }),
    ).rejects.toMatchObject({
      data: { errors: [{ message: 'Use a password of at least 12 characters' }] },
    })
    expect((await login(account.email, account.password)).status).toBe(200)
  })
})

describe('forgotten passwords', () => {
  const resetPassword = (token: string, password: string) =>
    postJson('/api/users/reset-password', JSON.stringify({ token, password }))

  const resetToken = async (email: string) => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
    })
    expect(token).toEqual(expect.any(String))
    return token as string
  }

  it('answer a known and an unknown address alike, so nobody learns who has an account', async () => {
    const { email } = await newAccount()
    const known = await postJson('/api/users/forgot-password', JSON.stringify({ email }))
    const unknown = await postJson(
      '/api/users/forgot-password',
      JSON.stringify({ email: `nobody-${randomUUID()}@security.test` }),
    )
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
  })

  it('answer a registered address in the time an unknown one takes (medians within 10 ms over 20 of each), and still reset its password after the answer', async () => {
    const known = await Promise.all(Array.from({ length: 20 }, () => newAccount()))
    const durations = { known: [] as number[], unknown: [] as number[] }
    const ask = async (kind: 'known' | 'unknown', email: string) => {
      const started = performance.now()
      const answer = await postJson('/api/users/forgot-password', JSON.stringify({ email }))
      durations[kind].push(performance.now() - started)
      expect(answer.status).toBe(200)
    }
    // In a shuffled order, so that neither kind always follows the other's work after its answer.
    const requests = [
      ...known.map(({ email }) => ['known', email] as const),
      ...known.map(() => ['unknown', `nobody-${randomUUID()}@security.test`] as const),
    ].sort(() => Math.random() - 0.5)
    for (const [kind, email] of requests) await ask(kind, email)

    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return (sorted[9] + sorted[10]) / 2
    }
    expect(
      Math.abs(median(durations.known) - median(durations.unknown)),
      JSON.stringify({ known: median(durations.known), unknown: median(durations.unknown) }),
    ).toBeLessThan(10)

    // Each registered account got its reset token once the answers were sent.
    await vi.waitFor(
      async () => {
        const { rows } = await postgres(payload).pool.query<{ tokens: string }>(
          'SELECT count(reset_password_token) AS tokens FROM users WHERE id = ANY($1)',
          [known.map(({ id }) => id)],
        )
        expect(Number(rows[0].tokens)).toBe(20)
      },
      { timeout: 20_000, interval: 200 },
    )
  })

  it('give a token valid for one hour that resets the password once, and only once', async () => {
    const account = await newAccount()
    const asked = Date.now()
    const token = await resetToken(account.email)
    const { rows } = await postgres(payload).pool.query(
      'SELECT reset_password_expiration FROM users WHERE id = $1',
      [account.id],
    )
    const validFor = new Date(rows[0].reset_password_expiration).getTime() - asked
    expect(validFor).toBeGreaterThan(59 * 60 * 1000)
    expect(validFor).toBeLessThanOrEqual(60 * 60 * 1000 + 5000)

    const newPassword = `new-${randomUUID()}`
    const first = await resetPassword(token, newPassword)
    expect(first.status).toBe(200)
    expect((await login(account.email, newPassword)).status).toBe(200)
    expect((await login(account.email, account.password)).status).toBe(401)

    const again = await resetPassword(token, `other-${randomUUID()}`)
    expectReadableRefusal(again.status, again.body)
    expect((await login(account.email, newPassword)).status).toBe(200)
  })

  it('refuse an expired token and leave the password as it was', async () => {
    const account = await newAccount()
    const token = await resetToken(account.email)
    await postgres(payload).pool.query(
      "UPDATE users SET reset_password_expiration = now() - interval '1 second' WHERE id = $1",
      [account.id],
    )
    const expired = await resetPassword(token, `new-${randomUUID()}`)
    expectReadableRefusal(expired.status, expired.body)
    expect((await login(account.email, account.password)).status).toBe(200)
  })

  it('refuse a new password shorter than 12 characters and keep the old one', async () => {
    const account = await newAccount()
    const refused = await resetPassword(await resetToken(account.email), 'short-pw')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Use a password of at least 12 characters')
    expect((await login(account.email, account.password)).status).toBe(200)
  })

  it('send at most 3 reset e-mails a day to one address, from however many clients', async () => {
    const { email } = await newAccount()
    for (let request = 1; request <= 3; request++) {
      const sent = await postJson('/api/users/forgot-password', JSON.stringify({ email }))
      expect(sent.status).toBe(200)
    }
    const refused = await postJson('/api/users/forgot-password', JSON.stringify({ email }))
    expect(refused.status).toBe(429)
    expectReadableRefusal(refused.status, refused.body)
  })

  it('answer many requests at once without waiting on each other', async () => {
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        postJson(
          '/api/users/forgot-password',
          JSON.stringify({ email: `nobody-${randomUUID()}@security.test` }),
        ),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200))
    expect(Date.now() - started).toBeLessThan(8000)
  })

  it('end every session of the account once the password is reset', async () => {
    const account = await newAccount()
    const before = (await login(account.email, account.password)).body.token as string
    expect((await me({ token: before }))?.id).toBe(account.id)
    const reset = await resetPassword(await resetToken(account.email), `new-${randomUUID()}`)
    expect(reset.status).toBe(200)
    expect(await me({ token: before })).toBeNull()
  })
})
