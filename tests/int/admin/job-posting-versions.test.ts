import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import {
  createRoleUsers,
  deleteRoleUsers,
  roles,
  tokenOf,
  type RoleUsers,
} from '../../helpers/users'

let payload: Payload
let users: RoleUsers
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'job-postings', where: { id: { in: made } } })
  await deleteRoleUsers(payload, users)
})

async function newPosting(title: string) {
  const { status, body } = await rest('POST', '/api/job-postings', {
    token: users.recruiter.token,
    body: {
      title,
      department: 'Engineering',
      location: 'Nairobi, Kenya',
      employmentType: 'full-time',
      description: 'Builds the platforms our operators rely on.',
      requirements: 'Five years of backend work.',
      status: 'active',
    },
  })
  expect(status).toBe(201)
  made.push(body.doc.id)
  return body.doc.id as number
}

/** The posting's versions, newest first, as the holder of `token` (anonymous without one). */
const versionsAs = async (token: string | undefined, id: number) =>
  rest('GET', `/api/job-postings/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0`, {
    token,
  })

describe('a job posting’s history', () => {
  it('keeps each save with who made it, whatever name a client sends', async () => {
    const id = await newPosting(`Backend Engineer ${Date.now()}`)
    const edit = await rest('PATCH', `/api/job-postings/${id}?depth=0`, {
      token: users.recruiter.token,
      body: { location: 'Kigali, Rwanda', editedBy: users.admin.id },
    })
    expect(edit.status).toBe(200)
    expect(edit.body.doc.editedBy).toBe(users.recruiter.id)

    await rest('PATCH', `/api/job-postings/${id}`, {
      token: users.admin.token,
      body: { location: 'Accra, Ghana' },
    })
    const { status, body } = await versionsAs(users.recruiter.token, id)
    expect(status).toBe(200)
    expect(
      body.docs.map((entry: { version: { location: string; editedBy: number } }) => [
        entry.version.location,
        entry.version.editedBy,
      ]),
    ).toEqual([
      ['Accra, Ghana', users.admin.id],
      ['Kigali, Rwanda', users.recruiter.id],
      ['Nairobi, Kenya', users.recruiter.id],
    ])
  })

  it('restores an earlier wording, and records the restore as a save of its own', async () => {
    const id = await newPosting(`Data Engineer ${Date.now()}`)
    await rest('PATCH', `/api/job-postings/${id}`, {
      token: users.recruiter.token,
      body: { description: 'A wording someone regretted.' },
    })
    const { body: history } = await versionsAs(users.recruiter.token, id)
    const original = history.docs.at(-1)
    expect(original.version.description).toBe('Builds the platforms our operators rely on.')

    const restored = await rest('POST', `/api/job-postings/versions/${original.id}`, {
      token: users.admin.token,
    })
    expect(restored.status).toBe(200)
    const posting = await payload.findByID({ collection: 'job-postings', id, depth: 0 })
    expect(posting.description).toBe('Builds the platforms our operators rely on.')
    const { body: after } = await versionsAs(users.recruiter.token, id)
    expect(after.docs).toHaveLength(3)
    expect(after.docs[0].version.editedBy).toBe(users.admin.id)
  })

  it.each(roles)('is read by %s only if they manage postings', async (role) => {
    const id = await newPosting(`Site Reliability Engineer ${Date.now()}-${role}`)
    const { status, body } = await versionsAs(tokenOf(users, role), id)
    if (role === 'recruiter' || role === 'admin') {
      expect(status).toBe(200)
      expect(body.docs).toHaveLength(1)
    } else {
      expect(status).toBe(403)
    }
  })

  it.each(['anonymous', 'noRole', 'editor'] as const)('cannot be restored by %s', async (role) => {
    const id = await newPosting(`Platform Engineer ${Date.now()}-${role}`)
    await rest('PATCH', `/api/job-postings/${id}`, {
      token: users.recruiter.token,
      body: { title: 'Renamed by a recruiter' },
    })
    const { body: history } = await versionsAs(users.recruiter.token, id)
    const first = history.docs.at(-1)
    const attempt = await rest('POST', `/api/job-postings/versions/${first.id}`, {
      token: tokenOf(users, role),
    })
    expect(attempt.status).toBe(403)
    const posting = await payload.findByID({ collection: 'job-postings', id, depth: 0 })
    expect(posting.title).toBe('Renamed by a recruiter')
  })
})
