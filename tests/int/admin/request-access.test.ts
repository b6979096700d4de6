import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { callRoute, rest } from '../../helpers/rest'
import { prepareAccessContext } from '../access/matrix'

const context = prepareAccessContext()
const createdEmails: string[] = []

afterAll(async () => {
  await context.payload.delete({ collection: 'users', where: { email: { in: createdEmails } } })
})

/** Each test is its own client, so one test's attempts never count against another's. */
function requestAccess(body: object, clientAddress = randomUUID()) {
  return callRoute('POST', '/api/users/request-access', {
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify(body),
  })
}

const newEmail = () => {
  const email = `applicant-${randomUUID().slice(0, 8)}@access.test`
  createdEmails.push(email)
  return email
}

describe('request access (sign-up)', () => {
  it('creates an unverified account without any role and says so in the spec words', async () => {
    const email = newEmail()
    const response = await requestAccess({ email, password: `pw-${randomUUID()}`, name: 'Ada' })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      message: 'Sign up successful',
      detail: 'Please check your email to confirm your account.',
    })
    const { docs } = await context.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].roles ?? []).toEqual([])
    expect(docs[0]._verified).toBe(false)
  })

  it('answers the same for an address that already has an account, and changes nothing', async () => {
    const { email } = context.users.editor
    const before = await context.payload.findByID({
      collection: 'users',
      id: context.users.editor.id,
    })
    const response = await requestAccess({ email, password: `pw-${randomUUID()}` })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Sign up successful')
    const after = await context.payload.findByID({
      collection: 'users',
      id: context.users.editor.id,
    })
    expect(after.roles).toEqual(before.roles)
    expect(after.updatedAt).toBe(before.updatedAt)
  })

  it('refuses an invalid e-mail address with a message', async () => {
    const response = await requestAccess({
      email: 'not-an-address',
      password: `pw-${randomUUID()}`,
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Please enter a valid email address')
  })

  it('limits one client to 5 requests an hour (429 with a message)', async () => {
    const client = randomUUID()
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await requestAccess(
        { email: newEmail(), password: `pw-${randomUUID()}` },
        client,
      )
      statuses.push(response.status)
      if (response.status === 429) expect(response.body.message).toMatch(/too many/i)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('gives a roleless account no admin access once verified and signed in', async () => {
    const email = newEmail()
    const password = `pw-${randomUUID()}`
    await requestAccess({ email, password })
    await context.payload.update({
      collection: 'users',
      where: { email: { equals: email } },
      data: { _verified: true },
    })
    const login = await rest('POST', '/api/users/login', { body: { email, password } })
    expect(login.status).toBe(200)
    const access = await rest('GET', '/api/access', { token: login.body.token })
    expect(access.body.canAccessAdmin ?? false).toBe(false)
  })
})
