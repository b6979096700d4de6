import { createHash, randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'

import { invitationState } from '@/admin/auth/invitations/invitation'
import { postgres } from '@/server/database/adapter'
import { siteUrl } from '@/server/env'

import { loggedEmails } from '../../helpers/logged-emails'
import { callRoute, rest } from '../../helpers/rest'
import { roleNames, type SignedInRole } from '../../helpers/users'
import { prepareAccessContext } from '../access/matrix'
import { malformedBodies } from '../security/arbitraries'

const context = prepareAccessContext()
const invitedEmails: string[] = []

afterAll(async () => {
  await context.payload.delete({ collection: 'users', where: { email: { in: invitedEmails } } })
})

const newInvitee = () => {
  const email = `invitee-${randomUUID().slice(0, 8)}@access.test`
  invitedEmails.push(email)
  return { email, name: 'Ama Mensah', roles: ['editor'] }
}

const linkPattern = new RegExp(
  `${siteUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/admin/invitation/([A-Za-z0-9_-]{43})`,
)

async function invite(body: object) {
  let response: Awaited<ReturnType<typeof rest>> | undefined
  const [logged] = await loggedEmails(context.payload, async () => {
    response = await rest('POST', '/api/users', { token: context.users.admin.token, body })
  })
  const token = linkPattern.exec(logged)?.[1]
  expect(token, logged).toBeDefined()
  return { response: response!, logged, token: token! }
}

const storedAccount = async (email: string) => {
  const { docs } = await context.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    showHiddenFields: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

/** The invitation page's form, as a browser submits it. */
const accept = (token: string, password: string, confirmPassword = password) =>
  callRoute('POST', '/api/users/accept-invitation', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, password, confirmPassword }).toString(),
  })

const signIn = (email: string, password: string) =>
  rest('POST', '/api/users/login', { body: { email, password } })

const newPassword = () => `pw-${randomUUID()}`

describe('an admin invites a new staff member', () => {
  it('creates a verified account without a password, and e-mails a link on the site', async () => {
    const invitee = newInvitee()
    const { response, logged, token } = await invite(invitee)
    expect(response.status).toBe(201)

    const account = await storedAccount(invitee.email)
    expect(account).toMatchObject({ _verified: true, invitation: 'pending', roles: ['editor'] })
    // Only the token's hash is stored.
    expect(account.invitationTokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(account)).not.toContain(token)
    const lifetime = Date.parse(account.invitationExpiresAt!) - Date.parse(account.invitedAt!)
    expect(lifetime).toBe(72 * 60 * 60 * 1000)

    // The e-mail, as the development log writes it whole: to whom, from whom, and the link.
    const company = (await context.payload.findGlobal({ slug: 'site-settings' })).siteName
    expect(logged).toContain(`"admin invites you to the ${company} website admin"`)
    expect(logged).toContain(`To: ${invitee.email}`)
    expect(logged).toContain(
      `admin has opened a staff account for you in the ${company} website admin, as editor.`,
    )
    expect(logged).toContain('works once, for 72 hours')
    // In English, and with no zone of its own (it follows the site's), when the admin chose neither.
    expect(account.language).toBe('en')
    expect(account.timeZone ?? null).toBeNull()
  })

  it('writes the invitation in the invitee’s language, naming who invited them, where and as what', async () => {
    const invitee = { ...newInvitee(), roles: ['sales', 'recruiter'] }
    const { logged } = await invite({ ...invitee, language: 'fr', timeZone: 'Africa/Accra' })
    const company = (await context.payload.findGlobal({ slug: 'site-settings' })).siteName
    expect(logged).toContain(`admin vous invite dans l’administration du site de ${company}`)
    expect(logged).toContain('Bonjour Ama Mensah,')
    expect(logged).toContain(
      `avec le rôle commercial et recruteur. Votre identifiant est ${invitee.email}.`,
    )
    expect(logged).toContain('reste valable 72 heures')
    expect(logged).not.toContain('Choose your password')
    expect(await storedAccount(invitee.email)).toMatchObject({
      language: 'fr',
      timeZone: 'Africa/Accra',
    })
  })

  it('refuses a language or a time zone the admin does not offer', async () => {
    for (const body of [{ language: 'de' }, { timeZone: 'Mars/Olympus' }]) {
      const invitee = newInvitee()
      const response = await rest('POST', '/api/users', {
        token: context.users.admin.token,
        body: { ...invitee, ...body },
      })
      expect(response.status).toBe(400)
      expect(JSON.stringify(response.body)).toMatch(/language|Time zone/)
    }
  })

  it('lets the invitee choose a password once, then sign in with it', async () => {
    const invitee = newInvitee()
    const { token } = await invite(invitee)
    expect(await invitationState(context.payload, token)).toMatchObject({ state: 'valid' })

    const password = newPassword()
    const accepted = await accept(token, password)
    expect(accepted.status).toBe(303)
    // Signed in at once: to the admin, with a session cookie that opens it.
    expect(accepted.headers.get('location')).toBe('/admin')
    const session = /payload-token=([^;]+)/.exec(accepted.headers.get('set-cookie') ?? '')?.[1]
    expect(session).toBeDefined()
    const me = await rest('GET', '/api/users/me', { token: session })
    expect(me.body.user?.email).toBe(invitee.email)
    expect((await storedAccount(invitee.email)).invitation).toBe('accepted')
    expect((await signIn(invitee.email, password)).status).toBe(200)

    // The same link again: refused, and the password stays the one chosen first.
    const again = await accept(token, newPassword())
    expect(again.headers.get('location')).toBe(`/admin/invitation/${token}`)
    expect(await invitationState(context.payload, token)).toMatchObject({ state: 'used' })
    expect((await signIn(invitee.email, password)).status).toBe(200)
  })

  it('refuses a password the policy refuses, or one not confirmed, and keeps the link', async () => {
    const invitee = newInvitee()
    const { token } = await invite(invitee)
    const short = await accept(token, 'too-short')
    expect(short.headers.get('location')).toBe(`/admin/invitation/${token}?error=short`)
    const mismatch = await accept(token, newPassword(), newPassword())
    expect(mismatch.headers.get('location')).toBe(`/admin/invitation/${token}?error=mismatch`)
    expect(await invitationState(context.payload, token)).toMatchObject({ state: 'valid' })
  })

  it('refuses an expired invitation (its expiry set in the database)', async () => {
    const invitee = newInvitee()
    const { token } = await invite(invitee)
    const adapter = postgres(context.payload)
    await adapter.drizzle.execute(sql`
      UPDATE "users" SET "invitation_expires_at" = now() - interval '1 minute'
      WHERE "email" = ${invitee.email}`)
    expect(await invitationState(context.payload, token)).toMatchObject({ state: 'expired' })

    const password = newPassword()
    const refused = await accept(token, password)
    expect(refused.headers.get('location')).toBe(`/admin/invitation/${token}`)
    expect((await storedAccount(invitee.email)).invitation).toBe('pending')
    expect((await signIn(invitee.email, password)).status).not.toBe(200)
  })

  it('sends it again with a new link, and the older link stops working', async () => {
    const invitee = newInvitee()
    const first = await invite(invitee)
    const { id } = await storedAccount(invitee.email)
    let response: Awaited<ReturnType<typeof rest>> | undefined
    const [logged] = await loggedEmails(context.payload, async () => {
      response = await rest('POST', `/api/users/${id}/invitation`, {
        token: context.users.admin.token,
      })
    })
    expect(response?.status).toBe(200)
    expect(response?.body.message).toBe(`Invitation sent again to ${invitee.email}.`)
    const second = linkPattern.exec(logged)?.[1]
    expect(second).toBeDefined()
    expect(second).not.toBe(first.token)

    expect(await invitationState(context.payload, first.token)).toMatchObject({ state: 'unknown' })
    const password = newPassword()
    await accept(first.token, password)
    expect((await signIn(invitee.email, password)).status).not.toBe(200)
    expect((await accept(second!, password)).headers.get('location')).toBe('/admin')
    expect((await signIn(invitee.email, password)).status).toBe(200)

    const afterAcceptance = await rest('POST', `/api/users/${id}/invitation`, {
      token: context.users.admin.token,
    })
    expect(afterAcceptance.status).toBe(409)
    expect(afterAcceptance.body.message).toMatch(/already accepted/)
  })

  it('treats an account an admin creates with a password as verified, without invitation', async () => {
    const invitee = newInvitee()
    const password = newPassword()
    const response = await rest('POST', '/api/users', {
      token: context.users.admin.token,
      body: { ...invitee, password },
    })
    expect(response.status).toBe(201)
    const account = await storedAccount(invitee.email)
    expect(account._verified).toBe(true)
    expect(account.invitation ?? null).toBeNull()
    expect((await signIn(invitee.email, password)).status).toBe(200)
  })

  it('ignores invitation fields a caller sends', async () => {
    const invitee = newInvitee()
    const { token } = await invite({
      ...invitee,
      invitation: 'accepted',
      invitationTokenHash: 'forged',
      invitationExpiresAt: '2100-01-01T00:00:00.000Z',
    })
    const account = await storedAccount(invitee.email)
    expect(account.invitation).toBe('pending')
    expect(account.invitationTokenHash).toBe(createHash('sha256').update(token).digest('hex'))

    const forged = await rest('PATCH', `/api/users/${account.id}`, {
      token: context.users.admin.token,
      body: { invitation: 'accepted', invitationExpiresAt: '2100-01-01T00:00:00.000Z' },
    })
    expect(forged.status).toBe(200)
    expect(await storedAccount(invitee.email)).toMatchObject({
      invitation: 'pending',
      invitationExpiresAt: account.invitationExpiresAt,
    })
  })

  it('answers an unknown link with its own state, never an error', async () => {
    expect(await invitationState(context.payload, 'no-such-token')).toMatchObject({
      state: 'unknown',
    })
    const refused = await accept('no-such-token', newPassword())
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/admin/invitation/no-such-token')
  })
})

describe('the admin’s language', () => {
  it('is set from the account at every sign-in, and follows a change the person saves', async () => {
    const invitee = newInvitee()
    const { token } = await invite({ ...invitee, language: 'fr' })
    const password = newPassword()
    // Signed in by the invitation: the admin's language cookie comes with the session.
    expect((await accept(token, password)).headers.get('set-cookie')).toContain('payload-lng=fr')

    const signedIn = await callRoute('POST', '/api/users/login', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: invitee.email, password }),
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('set-cookie')).toContain('payload-lng=fr')
    const session = /payload-token=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]

    const { id } = await storedAccount(invitee.email)
    const changed = await callRoute('PATCH', `/api/users/${id}`, {
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${session}` },
      body: JSON.stringify({ language: 'en' }),
    })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('set-cookie')).toContain('payload-lng=en')
    // An admin changing someone else's account does not change their own admin's language.
    const byAdmin = await callRoute('PATCH', `/api/users/${id}`, {
      headers: {
        'Content-Type': 'application/json',
        Authorization: `JWT ${context.users.admin.token}`,
      },
      body: JSON.stringify({ language: 'fr' }),
    })
    expect(byAdmin.status).toBe(200)
    expect(byAdmin.headers.get('set-cookie') ?? '').not.toContain('payload-lng')
  })
})

describe('the invitation form endpoint', () => {
  it('answers any body with a redirect to an invitation page, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          malformedBodies,
          fc
            .record({ token: fc.string(), password: fc.string(), confirmPassword: fc.string() })
            .map((fields) => new URLSearchParams(fields).toString()),
        ),
        async (body) => {
          const response = await callRoute('POST', '/api/users/accept-invitation', {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body,
          })
          expect(response.status).toBe(303)
          expect(response.headers.get('location')).toMatch(/^\/admin\/invitation\//)
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('only admins invite', () => {
  const others: (SignedInRole | 'anonymous')[] = [
    'anonymous',
    'noRole',
    'editor',
    'recruiter',
    'sales',
  ]
  const tokenOf = (role: SignedInRole | 'anonymous') =>
    role === 'anonymous' ? undefined : context.users[role].token

  for (const role of others) {
    it(`${roleNames[role]} cannot invite anyone`, async () => {
      const invitee = newInvitee()
      const response = await rest('POST', '/api/users', { token: tokenOf(role), body: invitee })
      expect(response.status).toBe(403)
      const { totalDocs } = await context.payload.count({
        collection: 'users',
        where: { email: { equals: invitee.email } },
      })
      expect(totalDocs).toBe(0)
    })

    it(`${roleNames[role]} cannot send an invitation again`, async () => {
      const invitee = newInvitee()
      const { token } = await invite(invitee)
      const { id } = await storedAccount(invitee.email)
      const response = await rest('POST', `/api/users/${id}/invitation`, { token: tokenOf(role) })
      expect(response.status).toBe(role === 'anonymous' ? 401 : 403)
      expect(await invitationState(context.payload, token)).toMatchObject({ state: 'valid' })
    })
  }
})
