import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'

import { validQuote } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { newMarker, submit } from '../forms/submit'

/** What a test made and deletes after it, newest first. */
export type Made = {
  collection: 'users' | 'routing-rules' | 'teams' | 'organizations'
  id: number
}[]

/** A salesperson (or an account of other roles) named `name`, with `password` (random unless given). */
export async function colleague(
  payload: Payload,
  made: Made,
  name: string,
  password = `pw-${randomUUID()}`,
  roles: ('editor' | 'recruiter' | 'sales')[] = ['sales'],
) {
  const user = await payload.create({
    collection: 'users',
    data: {
      name,
      email: `${name.split(' ')[0].toLowerCase()}.${randomUUID().slice(0, 6)}@desk.test`,
      password,
      roles,
      _verified: true,
    },
    // The first account of a database is only made so by a trusted caller (production mode).
    context: { trustedFirstAdmin: true },
    disableVerificationEmail: true,
  })
  made.push({ collection: 'users', id: user.id })
  return user
}

/** A quote request from Ghana sent through the form, routed to `owner` by a rule of its own if given. */
export async function quoteFromGhana(payload: Payload, made: Made, owner?: { id: number }) {
  const marker = newMarker()
  if (owner) {
    const rule = await payload.create({
      collection: 'routing-rules',
      data: {
        name: `Ghana ${marker}`,
        submissionTypes: ['quote-requests'],
        countries: ['GH'],
        assignee: owner.id,
      },
    })
    made.push({ collection: 'routing-rules', id: rule.id })
  }
  const response = await submit(payload, 'quote', { ...validQuote(marker), country: 'GH' })
  expect(response.status).toBe(201)
  const { docs } = await payload.find({
    collection: 'quote-requests',
    where: { companyName: { equals: marker } },
    depth: 0,
  })
  return { id: docs[0].id, marker }
}

/** Site settings' Deals tab with these values, as an admin saves it; a function putting back what it held. */
export async function setDealSettings(payload: Payload, deals: Record<string, unknown>) {
  const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { deals: { ...before.deals, ...deals } } as never,
  })
  return () =>
    payload.updateGlobal({ slug: 'site-settings', data: { deals: before.deals } as never })
}

/**
 * A desk test file's set-up: Payload, one account per role, and what each test made, deleted
 * after it. Read its fields inside the tests (they are set before the first runs).
 */
export function deskTestContext() {
  const context = {
    payload: undefined as unknown as Payload,
    users: {} as RoleUsers,
    made: [] as Made,
  }
  beforeAll(async () => {
    context.payload = await testPayload()
    context.users = await createRoleUsers(context.payload)
  })
  afterEach(async () => {
    for (const { collection, id } of context.made.splice(0).reverse()) {
      await context.payload.delete({ collection, id }).catch(() => undefined)
    }
  })
  afterAll(async () => {
    await deleteRoleUsers(context.payload, context.users)
  })
  return context
}
