import fc from 'fast-check'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { newMarker } from '../forms/submit'
import {
  applyMutations,
  contentTypes,
  emailAddresses,
  hostileText,
  hostileValue,
  isStorableText,
  malformedBodies,
  mutations,
  plausibleHostileText,
  serverOwnedFields,
} from './arbitraries'
import {
  checkProperty,
  countInput,
  expectNoServerError,
  expectReadableRefusal,
  reportInputsTried,
} from './expectations'
import { callRest, postJson, postRaw } from './requests'
import { publicForms } from './surface'

vi.hoisted(() => {
  // As deployed: Payload's `debug` (stack traces in error answers) is on only outside production.
  Object.assign(process.env, { NODE_ENV: 'production' })
})

const runs = {
  creates: 100,
  malformed: 60,
  refusedCreates: 60,
  auth: 80,
  signUp: 120,
  internals: 120,
}
const timeout = 240_000

let payload: Payload
let users: RoleUsers
const signedUpEmails = new Set<string>()
/** An editor's saved admin preference, which nobody else may change. */
let editorPreference: { id: number; key: string }

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
  const key = `hostile-rest-${Date.now()}`
  const saved = await rest('POST', '/api/payload-preferences', {
    token: users.editor.token,
    body: { key, value: { open: true } },
  })
  expect(saved.status).toBe(201)
  editorPreference = { id: saved.body.doc.id, key }
})

afterAll(async () => {
  if (editorPreference) {
    await payload.delete({ collection: 'payload-preferences', id: editorPreference.id })
  }
  await payload.delete({
    collection: 'users',
    where: { email: { in: [...signedUpEmails] } },
    overrideAccess: true,
  })
  await deleteRoleUsers(payload, users)
})

reportInputsTried('hostile-rest')

const count = async (collection: CollectionSlug) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

it('runs as in production, where error answers carry no stack trace', () => {
  expect(payload.config.debug).toBe(false)
})

/** A body with any mix of the collection's fields, server-owned fields and hostile values. */
const anyBody = (fields: string[]) =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...fields, ...Object.keys(serverOwnedFields)), hostileText),
      hostileValue,
      { maxKeys: 8 },
    )
    .map((body) => JSON.stringify(body))

/**
 * Visitors send submissions through the forms only, where the rate limit, honeypot and body limits
 * apply: REST create is closed to them, whatever they send.
 */
describe.each(publicForms)('POST /api/$slug (anonymous)', (form) => {
  it(
    'refuses any body, a valid fill, a changed or forged one or anything else, and stores nothing',
    async () => {
      const bodies = fc.oneof(
        mutations(form.fields, form.freeText).map(
          (changes) => applyMutations(form.valid(newMarker()), changes).text,
        ),
        anyBody(form.fields),
      )
      await checkProperty(
        runs.creates,
        fc.asyncProperty(bodies, async (text) => {
          const before = await count(form.slug)
          const response = await postJson(`/api/${form.slug}`, text)
          expect(response.status).toBeGreaterThanOrEqual(400)
          expectReadableRefusal(response.status, response.body)
          expect(await count(form.slug)).toBe(before)
        }),
      )
    },
    timeout,
  )

  it(
    'refuses malformed bodies, false content types and broken multipart with a readable 4xx',
    async () => {
      const multipart = fc.tuple(hostileText, fc.boolean()).map(([text, withFile]) => {
        const body = new FormData()
        body.append('_payload', text)
        if (withFile) body.append('file', new Blob(['<script>1</script>']), '../../x.html')
        return body as BodyInit
      })
      await checkProperty(
        runs.malformed,
        fc.asyncProperty(
          fc.oneof(
            fc.tuple(malformedBodies, contentTypes).map(([body, type]) => ({ body, type })),
            multipart.map((body) => ({ body, type: undefined })),
          ),
          async ({ body, type }) => {
            const before = await count(form.slug)
            const response = await postRaw(
              `/api/${form.slug}`,
              body,
              type === undefined ? {} : { 'content-type': type },
            )
            expectReadableRefusal(response.status, response.body)
            expect(await count(form.slug)).toBe(before)
          },
        ),
      )
    },
    timeout,
  )
})

/** Bodies Payload's own REST parsing once answered with a 500, each now a readable 400. */
const knownBadBodies: { title: string; path: string; body: () => BodyInit; type?: string }[] = [
  {
    title: 'a multipart body whose _payload is not JSON',
    path: '/api/contact-submissions',
    body: () => {
      const form = new FormData()
      form.append('_payload', '{"firstName":')
      return form
    },
  },
  {
    title: 'a multipart content type without boundary',
    path: '/api/quote-requests',
    body: () => '--x\r\n',
    type: 'multipart/form-data',
  },
  {
    title: 'a cut-off multipart body',
    path: '/api/partnership-applications',
    body: () => '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}',
    type: 'multipart/form-data; boundary=x',
  },
  {
    title: 'a text/plain body',
    path: '/api/contact-submissions',
    body: () => 'hello',
    type: 'text/plain',
  },
  {
    title: 'a JSON null',
    path: '/api/quote-requests',
    body: () => 'null',
    type: 'application/json',
  },
  {
    title: 'an e-mail address holding a NUL character',
    path: '/api/users/forgot-password',
    body: () => JSON.stringify({ email: 'someone@example.com\u0000' }),
    type: 'application/json',
  },
]

describe('request bodies the REST API cannot read', () => {
  it.each(knownBadBodies)('answers $title with a readable 400', async ({ path, body, type }) => {
    const response = await postRaw(path, body(), type ? { 'content-type': type } : {})
    countInput()
    expect(response.status).toBe(400)
    expectReadableRefusal(response.status, response.body)
  })
})

describe('creates visitors may not make through REST', () => {
  it(
    'refuses any account posted to /api/users by a visitor or a user without a role',
    async () => {
      await checkProperty(
        runs.refusedCreates,
        fc.asyncProperty(
          anyBody(['email', 'password', 'name', 'roles']),
          fc.boolean(),
          async (text, signedIn) => {
            const before = await count('users')
            const headers = signedIn ? { authorization: `JWT ${users.noRole.token}` } : undefined
            const response = await postJson('/api/users', text, headers)
            expect(response.status).toBe(403)
            expectReadableRefusal(response.status, response.body)
            expect(await count('users')).toBe(before)
          },
        ),
      )
    },
    timeout,
  )

  it(
    'refuses /api/users/first-register once an account exists',
    async () => {
      await checkProperty(
        runs.refusedCreates,
        fc.asyncProperty(anyBody(['email', 'password', 'name', 'roles']), async (text) => {
          const before = await count('users')
          const response = await postJson('/api/users/first-register', text)
          expectReadableRefusal(response.status, response.body)
          expect(await count('users')).toBe(before)
        }),
      )
    },
    timeout,
  )
})

/**
 * Payload's own collections and the site settings (src/access/payload-collections.ts,
 * globals/SiteSettings.ts): a visitor or an account without a role writes nothing there, whatever
 * it sends, and is answered with a readable refusal, never a success or a server error.
 */
describe('Payload’s own collections and the site settings, for a visitor or a user without a role', () => {
  type Caller = 'anonymous' | 'noRole'
  const callers = fc.constantFrom<Caller>('anonymous', 'noRole')
  const authorization = (caller: Caller): Record<string, string> =>
    caller === 'noRole' ? { authorization: `JWT ${users.noRole.token}` } : {}
  const someAccount = fc
    .constantFrom('noRole', 'editor', 'admin' as const)
    .map((role) => users[role].id)

  /** A body of the route's own shape, any mix of its fields, or something that is not JSON. */
  const requestBodies = (shaped: fc.Arbitrary<unknown>, fields: string[]) =>
    fc.oneof(
      shaped.map((value) => ({ text: JSON.stringify(value), type: 'application/json' })),
      anyBody(fields).map((text) => ({ text, type: 'application/json' })),
      fc.tuple(malformedBodies, contentTypes).map(([text, type]) => ({ text, type })),
    )

  /** Sends the request as the caller: refused readably, and `stored` is as it was before. */
  async function expectRefusedAndUnchanged(
    method: 'POST' | 'PATCH',
    path: string,
    caller: Caller,
    { text, type }: { text: string; type: string },
    stored: () => Promise<unknown>,
  ) {
    const before = await stored()
    const response = await callRest(method, path, {
      body: text,
      headers: { 'content-type': type, ...authorization(caller) },
    })
    expectReadableRefusal(response.status, response.body)
    expect(await stored()).toEqual(before)
  }

  it(
    'POST /api/payload-locked-documents takes no lock, whatever the body',
    async () => {
      const lock = fc.record(
        {
          document: fc.record({
            relationTo: fc.oneof(
              fc.constantFrom('products', 'job-postings', 'contact-submissions', 'users'),
              hostileText,
            ),
            value: fc.oneof(fc.integer({ min: 1, max: 20 }), hostileValue),
          }),
          user: fc.record({ relationTo: fc.constant('users'), value: someAccount }),
          globalSlug: fc.oneof(
            fc.constantFrom(null, 'site-settings', 'payload-jobs-stats'),
            hostileText,
          ),
        },
        { requiredKeys: [] },
      )
      const locks = async () =>
        (await payload.count({ collection: 'payload-locked-documents', overrideAccess: true }))
          .totalDocs
      await checkProperty(
        runs.internals,
        fc.asyncProperty(
          callers,
          requestBodies(lock, ['document', 'user', 'globalSlug', 'updatedAt']),
          (caller, body) =>
            expectRefusedAndUnchanged('POST', '/api/payload-locked-documents', caller, body, locks),
        ),
      )
    },
    timeout,
  )

  it(
    'POST and PATCH /api/payload-preferences store nothing and change nobody’s preferences',
    async () => {
      const preference = fc.record(
        {
          key: fc.oneof(fc.constantFrom('nav', editorPreference.key), hostileText),
          value: hostileValue,
          user: fc.record({ relationTo: fc.constant('users'), value: someAccount }),
        },
        { requiredKeys: [] },
      )
      const requests = fc.constantFrom<['POST' | 'PATCH', string]>(
        ['POST', '/api/payload-preferences'],
        ['PATCH', `/api/payload-preferences/${editorPreference.id}`],
        ['PATCH', `/api/payload-preferences?where[key][equals]=${editorPreference.key}`],
        ['PATCH', '/api/payload-preferences?where[id][exists]=true'],
      )
      const preferences = async () => ({
        count: (await payload.count({ collection: 'payload-preferences', overrideAccess: true }))
          .totalDocs,
        editors: await payload.findByID({
          collection: 'payload-preferences',
          id: editorPreference.id,
          depth: 0,
        }),
      })
      await checkProperty(
        runs.internals,
        fc.asyncProperty(
          callers,
          requests,
          requestBodies(preference, ['key', 'value', 'user']),
          (caller, [method, path], body) =>
            expectRefusedAndUnchanged(method, path, caller, body, preferences),
        ),
      )
    },
    timeout,
  )

  it(
    'POST /api/globals/site-settings changes nothing, notification addresses and retention included',
    async () => {
      const settings = fc.record(
        {
          siteName: plausibleHostileText,
          notifications: fc.record(
            {
              contactEmail: emailAddresses,
              quoteEmail: emailAddresses,
              partnershipEmail: emailAddresses,
              careersEmail: emailAddresses,
            },
            { requiredKeys: [] },
          ),
          dataProtection: fc.record({
            retentionMonths: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.constant(null)),
          }),
          contact: fc.record(
            { email: emailAddresses, phone: plausibleHostileText, address: plausibleHostileText },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: [] },
      )
      const stored = () => payload.findGlobal({ slug: 'site-settings', depth: 0 })
      await checkProperty(
        runs.internals,
        fc.asyncProperty(
          callers,
          requestBodies(settings, ['siteName', 'notifications', 'dataProtection', 'contact']),
          (caller, body) =>
            expectRefusedAndUnchanged('POST', '/api/globals/site-settings', caller, body, stored),
        ),
      )
    },
    timeout,
  )
})

describe("the admins' data-request endpoints", () => {
  it.each(['summary', 'export', 'erase'])(
    '/api/data-requests/%s refuses a visitor with a readable 401, whatever the body',
    async (action) => {
      await checkProperty(
        runs.refusedCreates / 2,
        fc.asyncProperty(anyBody(['email', 'confirmedTotal']), async (text) => {
          const response = await postJson(`/api/data-requests/${action}`, text)
          expect(response.status).toBe(401)
          expectReadableRefusal(response.status, response.body)
        }),
      )
    },
    timeout,
  )
})

const anEmail = fc.oneof(
  emailAddresses,
  fc.uuid().map((id) => `${id}@signup.test`),
  hostileValue,
)
const aPassword = fc.oneof(
  fc.string({ minLength: 12, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 12, maxLength: 300 }),
  hostileValue,
)

const accountsWith = async (email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs

describe('POST /api/users/request-access (sign-up)', () => {
  it(
    'answers any body with 200 or a readable 4xx, and a new account never holds a role',
    async () => {
      await checkProperty(
        runs.signUp,
        fc.asyncProperty(
          fc.record(
            {
              email: anEmail,
              password: aPassword,
              name: fc.oneof(plausibleHostileText, hostileValue),
              roles: fc.constant(['admin']),
              _verified: fc.constant(true),
              id: serverOwnedFields.id,
            },
            { requiredKeys: ['email', 'password'] },
          ),
          async (body) => {
            const text = JSON.stringify(body)
            const sent = JSON.parse(text) as Record<string, unknown>
            // Only a storable address can be looked up (and only such an address can be accepted).
            const address =
              typeof sent.email === 'string' && isStorableText(sent.email)
                ? sent.email.toLowerCase()
                : undefined
            const existed = address !== undefined && (await accountsWith(address)) > 0
            const response = await postJson('/api/users/request-access', text)
            expectNoServerError(response.status, response.body)
            if (response.status !== 200 || address === undefined) return
            signedUpEmails.add(address)
            const { docs } = await payload.find({
              collection: 'users',
              where: { email: { equals: address } },
              showHiddenFields: true,
              overrideAccess: true,
            })
            expect(docs).toHaveLength(1)
            const [user] = docs
            expect(user.roles ?? []).toEqual([])
            expect(user.id).not.toEqual(sent.id)
            if (!existed) {
              expect(user._verified).toBe(false)
              if (typeof sent.name === 'string') expect(user.name ?? '').toBe(sent.name.trim())
            }
          },
        ),
      )
    },
    timeout,
  )
})

describe('the public auth endpoints', () => {
  const endpoints = [
    {
      path: '/api/users/login',
      body: fc.record({ email: anEmail, password: aPassword }, { requiredKeys: [] }),
    },
    {
      path: '/api/users/forgot-password',
      body: fc.record({ email: anEmail }, { requiredKeys: [] }),
    },
    {
      path: '/api/users/reset-password',
      body: fc.record({ token: hostileValue, password: aPassword }, { requiredKeys: [] }),
    },
  ]

  it.each(endpoints)(
    '$path answers hostile JSON and malformed bodies with a readable 4xx (or 200 where it always says OK)',
    async ({ path, body }) => {
      await checkProperty(
        runs.auth,
        fc.asyncProperty(
          fc.oneof(
            body.map((value) => ({ text: JSON.stringify(value), type: 'application/json' })),
            fc.tuple(malformedBodies, contentTypes).map(([text, type]) => ({ text, type })),
          ),
          async ({ text, type }) => {
            const response = await postRaw(path, text, { 'content-type': type })
            if (path.endsWith('forgot-password') && response.status === 200) return
            expectReadableRefusal(response.status, response.body)
            expect(response.body?.token).toBeUndefined()
          },
        ),
      )
    },
    timeout,
  )

  it(
    'refuses any e-mail verification token with a readable 4xx',
    async () => {
      await checkProperty(
        runs.auth,
        fc.asyncProperty(
          fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
          async (token) => {
            const response = await postRaw(
              `/api/users/verify/${encodeURIComponent(token)}`,
              undefined,
            )
            expectReadableRefusal(response.status, response.body)
          },
        ),
      )
    },
    timeout,
  )
})
