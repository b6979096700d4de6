import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { callRoute, rest } from '../../helpers/rest'
import { signUpSuccess } from '@/admin/auth/request-access'

import { prepareAccessContext } from '../access/matrix'

const context = prepareAccessContext()
const createdEmails: string[] = []

afterAll(async () => {
  await context.payload.delete({ collection: 'users', where: { email: { in: createdEmails } } })
})

/** Each test is its own client, so one test's attempts never count against another's. */
function requestAccess(body: object, clientAddress = randomUUID()) {
  return callRoute('POST', '/api/users/request-access', {
    headers: { 'Content-Type': 'application/json', 'x-client-address': clientAddress },
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

  it('queues the verification e-mail, so a mail server that is down fails nothing', async () => {
    const email = newEmail()
    const sendEmail = context.payload.sendEmail
    context.payload.sendEmail = () => Promise.reject(new Error('mail server down'))
    try {
      const response = await requestAccess({ email, password: `pw-${randomUUID()}` })
      expect(response.status).toBe(200)
      expect(response.body).toEqual(signUpSuccess)
      await new Promise((resolve) => setTimeout(resolve, 200))
    } finally {
      context.payload.sendEmail = sendEmail
    }
    const [job] = await emailJobsTo(email)
    expect(job.input).toMatchObject({
      subject: 'Confirm your e-mail address',
      text: expect.stringMatching(/\/admin\/users\/verify\/[0-9a-f]{40}/),
    })
  })

  it('tells the owner of a known address instead, and creates nothing', async () => {
    const { email } = context.users.editor
    const accounts = await context.payload.count({ collection: 'users' })
    const sent = await recordingEmails(() =>
      requestAccess({ email, password: `pw-${randomUUID()}` }),
    )
    expect(sent.answers[0].body).toEqual(signUpSuccess)
    const after = await context.payload.count({ collection: 'users' })
    expect(after.totalDocs).toBe(accounts.totalDocs)
    expect(sent.emails).toEqual([
      expect.objectContaining({
        to: email,
        subject: 'Someone asked for an account with your e-mail address',
      }),
    ])
  })

  it('takes as long for a known address as for a new one', async () => {
    const timed = async (email: string) => {
      const started = performance.now()
      await requestAccess({ email, password: `pw-${randomUUID()}` })
      return performance.now() - started
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const known: number[] = []
    const unknown: number[] = []
    // Each known address once (the editor's is asked for by the tests above): one address may ask
    // three times a day, and is then answered 429 at once, which would tell nothing of the work.
    const knownAddresses = Object.values(context.users).filter(
      (user) => user !== context.users.editor,
    )
    for (const { email } of knownAddresses) {
      known.push(await timed(email))
      unknown.push(await timed(newEmail()))
    }
    const [fast, slow] = [median(known), median(unknown)].sort((a, b) => a - b)
    // Both create an account (hashing its password takes hundreds of milliseconds) and queue one
    // e-mail; for a known address, the creation is rehearsed and rolled back.
    expect(slow / fast).toBeLessThan(1.5)
  })

  it('limits one address to 3 requests a day, from whatever client', async () => {
    const email = newEmail()
    const sent = await recordingEmails(async () => {
      const answers = []
      for (let attempt = 0; attempt < 4; attempt += 1) {
        answers.push(await requestAccess({ email, password: `pw-${randomUUID()}` }))
      }
      return answers
    })
    expect(sent.answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
    expect(sent.emails).toHaveLength(3)
  })

  it('refuses a password shorter than 12 characters', async () => {
    const response = await requestAccess({ email: newEmail(), password: 'short-pass1' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Use a password of at least 12 characters')
  })

  it('refuses an address Payload cannot store as invalid, not as already taken', async () => {
    const response = await requestAccess({
      email: 'someone@b-.com',
      password: 'long-enough-password',
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Please enter a valid email address')
  })
})

/** Runs the requests with every e-mail sent recorded instead, and waits for their sending. */
async function recordingEmails<Answer>(requests: () => Promise<Answer | Answer[]>) {
  const emails: { to: string; subject: string }[] = []
  const sendEmail = context.payload.sendEmail
  context.payload.sendEmail = async (message) => {
    emails.push(message as { to: string; subject: string })
  }
  try {
    const answers = [await requests()].flat() as Answer[]
    await new Promise((resolve) => setTimeout(resolve, 300))
    return { answers, emails }
  } finally {
    context.payload.sendEmail = sendEmail
  }
}

async function emailJobsTo(address: string) {
  const { docs } = await context.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.to': { equals: address } }] },
    depth: 0,
  })
  return docs
}
