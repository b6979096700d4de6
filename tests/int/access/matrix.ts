import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import {
  createRoleUsers,
  deleteRoleUsers,
  roleNames,
  roles,
  tokenOf,
  type Role,
  type RoleUsers,
} from '../../helpers/users'

export type Id = number | string
export type RequestBody = { body?: unknown; formData?: FormData }

const collectionOperations = ['create', 'list', 'read', 'update', 'delete'] as const
export type CollectionOperation = (typeof collectionOperations)[number]

/** What each role may do: the spec's table, one row per role. */
export type Matrix<Operation extends string> = Record<Role, Record<Operation, boolean>>

/** The run's Payload, one account per role, and the documents to remove afterwards. */
export type AccessContext = {
  payload: Payload
  users: RoleUsers
  track: (collection: CollectionSlug, id: Id) => void
}

/**
 * Sets up the accounts once per test file and deletes every document the file made, so other
 * suites sharing the run's database see only the seed.
 */
export function prepareAccessContext(): AccessContext {
  const tracked: { collection: CollectionSlug; id: Id }[] = []
  const context = {
    track: (collection: CollectionSlug, id: Id) => {
      tracked.push({ collection, id })
    },
  } as AccessContext
  beforeAll(async () => {
    context.payload = await testPayload()
    context.users = await createRoleUsers(context.payload)
  })
  afterAll(async () => {
    for (const { collection, id } of tracked.reverse()) {
      await context.payload.delete({ collection, id }).catch(() => undefined)
    }
    await deleteRoleUsers(context.payload, context.users)
  })
  return context
}

let markers = 0
/** A unique lowercase token that identifies the documents one test makes. */
export function newMarker(): string {
  markers += 1
  return `access-${Date.now().toString(36)}-${markers}`
}

export type CollectionSubject = {
  slug: CollectionSlug
  /** How test names call the documents, e.g. "draft job-postings"; defaults to the slug. */
  label?: string
  /** Makes a document through the Local API for the read, update and delete checks. */
  existing: (context: AccessContext, marker: string) => Promise<Id>
  /** The body a caller sends to create a document carrying the marker. */
  createRequest: (context: AccessContext, marker: string) => Promise<RequestBody>
  /** Finds what a create request with this marker stored. */
  created: (marker: string) => Where
  /** The field an update changes, the value it writes and, for files, the request doing it. */
  update: {
    field: string
    value: (marker: string) => string
    request?: (value: string) => RequestBody
  }
  /**
   * Roles whose read access is a query rather than a yes/no: documents hidden from them are
   * left out of lists (200) and not found by id (404) instead of refused with 403.
   */
  readFilteredFor?: Role[]
}

const operationNames: Record<CollectionOperation, string> = {
  create: 'create {x}',
  list: 'list {x}',
  read: 'read {x} by id',
  update: 'update {x}',
  delete: 'delete {x}',
}

async function findOne(context: AccessContext, slug: CollectionSlug, id: Id) {
  const doc = await context.payload.findByID({
    collection: slug,
    id,
    depth: 0,
    disableErrors: true,
  })
  return doc as unknown as Record<string, unknown> | null
}

/** Does the operation as the role and asserts its status and its effect on the database. */
type Check<Subject> = (
  context: AccessContext,
  subject: Subject,
  role: Role,
  allowed: boolean,
) => Promise<void>

const checks: Record<CollectionOperation, Check<CollectionSubject>> = {
  async create(context, subject, role, allowed) {
    const marker = newMarker()
    const request = await subject.createRequest(context, marker)
    const response = await rest('POST', `/api/${subject.slug}`, {
      token: tokenOf(context.users, role),
      ...request,
    })
    const stored = await context.payload.find({
      collection: subject.slug,
      where: subject.created(marker),
      depth: 0,
    })
    stored.docs.forEach((doc) => context.track(subject.slug, doc.id))
    expect(response.status).toBe(allowed ? 201 : 403)
    expect(stored.totalDocs).toBe(allowed ? 1 : 0)
  },

  async list(context, subject, role, allowed) {
    const id = await subject.existing(context, newMarker())
    const response = await rest('GET', `/api/${subject.slug}?limit=1000&depth=0`, {
      token: tokenOf(context.users, role),
    })
    if (!allowed && !subject.readFilteredFor?.includes(role)) {
      expect(response.status).toBe(403)
      expect(response.body.docs).toBeUndefined()
      return
    }
    expect(response.status).toBe(200)
    const ids = response.body.docs.map((doc: { id: Id }) => doc.id)
    if (allowed) expect(ids).toContain(id)
    else expect(ids).not.toContain(id)
  },

  async read(context, subject, role, allowed) {
    const id = await subject.existing(context, newMarker())
    const response = await rest('GET', `/api/${subject.slug}/${id}?depth=0`, {
      token: tokenOf(context.users, role),
    })
    const refusal = subject.readFilteredFor?.includes(role) ? 404 : 403
    expect(response.status).toBe(allowed ? 200 : refusal)
    if (allowed) expect(response.body.id).toBe(id)
    else expect(response.body.id).toBeUndefined()
  },

  async update(context, subject, role, allowed) {
    const id = await subject.existing(context, newMarker())
    const { field, value, request } = subject.update
    const before = await findOne(context, subject.slug, id)
    const newValue = value(newMarker())
    const response = await rest('PATCH', `/api/${subject.slug}/${id}`, {
      token: tokenOf(context.users, role),
      ...(request ? request(newValue) : { body: { [field]: newValue } }),
    })
    const after = await findOne(context, subject.slug, id)
    expect(response.status).toBe(allowed ? 200 : 403)
    expect(after?.[field]).toBe(allowed ? newValue : before?.[field])
  },

  async delete(context, subject, role, allowed) {
    const id = await subject.existing(context, newMarker())
    const response = await rest('DELETE', `/api/${subject.slug}/${id}`, {
      token: tokenOf(context.users, role),
    })
    expect(response.status).toBe(allowed ? 200 : 403)
    expect(Boolean(await findOne(context, subject.slug, id))).toBe(!allowed)
  },
}

/** One named test per role and operation, each doing the operation through REST as that role. */
export function describeCollectionAccess(
  context: AccessContext,
  subject: CollectionSubject,
  matrix: Matrix<CollectionOperation>,
): void {
  const label = subject.label ?? subject.slug
  const cases = roles.flatMap((role) =>
    collectionOperations.map((operation) => {
      const allowed = matrix[role][operation]
      const action = operationNames[operation].replace('{x}', label)
      return {
        role,
        operation,
        allowed,
        title: `${roleNames[role]} ${allowed ? 'can' : 'cannot'} ${action}`,
      }
    }),
  )
  describe(label, () => {
    for (const { role, operation, allowed, title } of cases) {
      it(title, () => checks[operation](context, subject, role, allowed))
    }
  })
}

const globalOperations = ['read', 'update'] as const
export type GlobalOperation = (typeof globalOperations)[number]

/** A global and the text field its update test changes, as a dotted path (`hero.heading`). */
export type GlobalSubject = { slug: GlobalSlug; field: string }

type Nested = { [key: string]: unknown }

function valueAt(doc: unknown, path: string): unknown {
  return path.split('.').reduce((value, key) => (value as Nested | undefined)?.[key], doc)
}

/** `objectAt('hero.heading', v)` is `{ hero: { heading: v } }`: Payload merges it into the global. */
function objectAt(path: string, value: unknown): Nested {
  return path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Nested
}

const globalChecks: Record<GlobalOperation, Check<GlobalSubject>> = {
  async read(context, { slug, field }, role, allowed) {
    const response = await rest('GET', `/api/globals/${slug}?depth=0`, {
      token: tokenOf(context.users, role),
    })
    const stored = await context.payload.findGlobal({ slug, depth: 0 })
    expect(response.status).toBe(allowed ? 200 : 404)
    if (allowed) expect(valueAt(stored, field)).toEqual(expect.any(String))
    expect(valueAt(response.body, field)).toBe(allowed ? valueAt(stored, field) : undefined)
  },

  // Payload updates a global with POST /api/globals/<slug>.
  async update(context, { slug, field }, role, allowed) {
    const before = valueAt(await context.payload.findGlobal({ slug, depth: 0 }), field)
    const newValue = `Changed by the access tests ${newMarker()}`
    const response = await rest('POST', `/api/globals/${slug}`, {
      token: tokenOf(context.users, role),
      body: objectAt(field, newValue),
    })
    const after = valueAt(await context.payload.findGlobal({ slug, depth: 0 }), field)
    if (after !== before) {
      await context.payload.updateGlobal({ slug, data: objectAt(field, before) as never })
    }
    expect(response.status).toBe(allowed ? 200 : 403)
    expect(after).toBe(allowed ? newValue : before)
  },
}

export function describeGlobalAccess(
  context: AccessContext,
  subject: GlobalSubject,
  matrix: Matrix<GlobalOperation>,
): void {
  const cases = roles.flatMap((role) =>
    globalOperations.map((operation) => {
      const allowed = matrix[role][operation]
      const title = `${roleNames[role]} ${allowed ? 'can' : 'cannot'} ${operation} the ${subject.slug} global`
      return { role, operation, allowed, title }
    }),
  )
  describe(`${subject.slug} global`, () => {
    for (const { role, operation, allowed, title } of cases) {
      it(title, () => globalChecks[operation](context, subject, role, allowed))
    }
  })
}
