import { afterAll, describe, expect, it } from 'vitest'

import { invalidEmailMessage } from '@/data-protection/email-address'
import { adminsOnly, confirmationRequired, signInRequired } from '@/data-protection/endpoints'
import { rest } from '../../helpers/rest'
import { roleNames, roles, tokenOf, type Role } from '../../helpers/users'
import { prepareAccessContext } from '../access/matrix'
import {
  allOfIt,
  newEmail,
  removeEverythingStored,
  retentionMonths,
  setRetention,
  storePerson,
  whatRemains,
} from './fixtures'

const context = prepareAccessContext()
afterAll(() => removeEverythingStored(context.payload))

const call = (action: string, role: Role, body?: unknown) =>
  rest('POST', `/api/data-requests/${action}`, { token: tokenOf(context.users, role), body })

const refusals: Partial<Record<Role, [number, string]>> = {
  anonymous: [401, signInRequired],
  noRole: [403, adminsOnly],
  editor: [403, adminsOnly],
  recruiter: [403, adminsOnly],
  sales: [403, adminsOnly],
}

describe('data request endpoints', () => {
  for (const action of ['summary', 'export', 'erase']) {
    for (const role of roles) {
      const refusal = refusals[role]
      it(`${roleNames[role]} ${refusal ? 'cannot' : 'can'} ${action}`, async () => {
        const person = await storePerson(context.payload, newEmail())
        // Its 19 records: nothing queued for this person.
        const confirmedTotal = 19

        const response = await call(action, role, { email: person.email, confirmedTotal })

        if (refusal) {
          expect(response.status).toBe(refusal[0])
          expect(response.body).toEqual({ errors: [{ message: refusal[1] }] })
          expect(await whatRemains(context.payload, person)).toEqual(allOfIt(person))
        } else {
          expect(response.status).toBe(200)
          expect(JSON.stringify(response.body)).toContain(
            action === 'erase' ? '"submissions":5' : person.email,
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
    const person = await storePerson(context.payload, newEmail())
    for (const confirmedTotal of [undefined, '11', -1, 1.5]) {
      const response = await call('erase', 'admin', { email: person.email, confirmedTotal })
      expect(response.status).toBe(400)
      expect(response.body.errors[0].message).toBe(confirmationRequired)
    }
    expect(await whatRemains(context.payload, person)).toEqual(allOfIt(person))
  })
})

describe('the retention setting', () => {
  const retention = () => retentionMonths(context.payload)

  const setAs = (role: Role, retentionMonths: unknown) =>
    rest('POST', '/api/globals/site-settings', {
      token: tokenOf(context.users, role),
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
      await setRetention(context.payload, before ?? null)
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
      const before = await context.payload.findGlobal({ slug: 'payload-jobs-stats' })
      const read = await rest('GET', '/api/globals/payload-jobs-stats', {
        token: tokenOf(context.users, role),
      })
      const update = await rest('POST', '/api/globals/payload-jobs-stats', {
        token: tokenOf(context.users, role),
        body: { stats: { scheduledRuns: { queues: {} } } },
      })
      expect(read.status).toBe(403)
      expect(update.status).toBe(403)
      expect(await context.payload.findGlobal({ slug: 'payload-jobs-stats' })).toEqual(before)
    })
  }
})
