import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { invalidEmailMessage } from '../../../src/lib/data-protection/email-address'
import {
  adminsOnly,
  confirmationRequired,
  signInRequired,
} from '../../../src/lib/data-protection/endpoints'
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
import { allOfIt, newEmail, removeEverythingStored, storePerson, whatRemains } from './fixtures'

let payload: Payload
let users: RoleUsers

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await removeEverythingStored(payload)
  await deleteRoleUsers(payload, users)
})

const call = (action: string, role: Role, body?: unknown) =>
  rest('POST', `/api/data-requests/${action}`, { token: tokenOf(users, role), body })

const refusals: Partial<Record<Role, [number, string]>> = {
  anonymous: [401, signInRequired],
  noRole: [403, adminsOnly],
  editor: [403, adminsOnly],
  recruiter: [403, adminsOnly],
}

describe('data request endpoints', () => {
  for (const action of ['summary', 'export', 'erase']) {
    for (const role of roles) {
      const refusal = refusals[role]
      it(`${roleNames[role]} ${refusal ? 'cannot' : 'can'} ${action}`, async () => {
        const person = await storePerson(payload, newEmail())
        const confirmedTotal = 10

        const response = await call(action, role, { email: person.email, confirmedTotal })

        if (refusal) {
          expect(response.status).toBe(refusal[0])
          expect(response.body).toEqual({ errors: [{ message: refusal[1] }] })
          expect(await whatRemains(payload, person)).toEqual(allOfIt(person))
        } else {
          expect(response.status).toBe(200)
          expect(JSON.stringify(response.body)).toContain(
            action === 'erase' ? '"submissions":4' : person.email,
          )
        }
      })
    }
  }

  for (const email of ['not-an-email', 'ada@localhost', 'ada okafor@example.com', '', 42]) {
    it(`refuses ${JSON.stringify(email)} as an e-mail address`, async () => {
      const response = await call('summary', 'admin', { email })
      expect(response.status).toBe(400)
      expect(response.body.errors[0].message).toBe(invalidEmailMessage)
    })
  }

  it('refuses a request without a JSON body', async () => {
    const response = await call('export', 'admin')
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toBe(invalidEmailMessage)
  })

  it('refuses to erase without the confirmed number of records', async () => {
    const person = await storePerson(payload, newEmail())
    for (const confirmedTotal of [undefined, '11', -1, 1.5]) {
      const response = await call('erase', 'admin', { email: person.email, confirmedTotal })
      expect(response.status).toBe(400)
      expect(response.body.errors[0].message).toBe(confirmationRequired)
    }
    expect(await whatRemains(payload, person)).toEqual(allOfIt(person))
  })
})

describe('the retention setting', () => {
  const retention = async () =>
    (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).dataProtection?.retentionMonths

  const setAs = (role: Role, retentionMonths: unknown) =>
    rest('POST', '/api/globals/site-settings', {
      token: tokenOf(users, role),
      body: { dataProtection: { retentionMonths } },
    })

  it('defaults to 24 months', async () => {
    expect(await retention()).toBe(24)
  })

  it('is changed by admins only', async () => {
    const before = await retention()
    try {
      await setAs('editor', 3)
      expect(await retention()).toBe(before)
      const response = await setAs('admin', 3)
      expect(response.status).toBe(200)
      expect(await retention()).toBe(3)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { dataProtection: { retentionMonths: before } },
      })
    }
  })

  it('is hidden from visitors', async () => {
    const response = await rest('GET', '/api/globals/site-settings?depth=0')
    expect(response.status).toBe(200)
    expect(response.body.dataProtection?.retentionMonths).toBeUndefined()
  })

  for (const months of [1.5, -1, 601]) {
    it(`refuses ${months} months`, async () => {
      const response = await setAs('admin', months)
      expect(response.status).toBe(400)
      expect(JSON.stringify(response.body)).toContain(
        'Enter a whole number of months from 0 to 600, or leave it empty to keep submissions forever.',
      )
    })
  }
})

describe("the purge's schedule", () => {
  for (const role of roles) {
    it(`cannot be read or moved by ${roleNames[role]} through the API`, async () => {
      const before = await payload.findGlobal({ slug: 'payload-jobs-stats' })
      const read = await rest('GET', '/api/globals/payload-jobs-stats', {
        token: tokenOf(users, role),
      })
      const update = await rest('POST', '/api/globals/payload-jobs-stats', {
        token: tokenOf(users, role),
        body: { stats: { scheduledRuns: { queues: {} } } },
      })
      expect(read.status).toBe(403)
      expect(update.status).toBe(403)
      expect(await payload.findGlobal({ slug: 'payload-jobs-stats' })).toEqual(before)
    })
  }
})
