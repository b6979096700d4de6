import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { collections } from '../../collections'
import { globals } from '../../globals'
import { testPayload } from '../helpers/payload'
import { callRoute } from '../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../helpers/users'

let payload: Payload
let users: RoleUsers

const sendAsAdmin = (method: 'POST' | 'PATCH', path: string, body: string) =>
  callRoute(method, path, {
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${users.admin.token}` },
    body,
  })

describe('REST bodies that are not a JSON object', () => {
  beforeAll(async () => {
    payload = await testPayload()
    users = await createRoleUsers(payload)
  })

  afterAll(async () => {
    await deleteRoleUsers(payload, users)
  })

  for (const { slug } of collections) {
    it(`are refused with 400 by ${slug}`, async () => {
      for (const body of ['null', '42', '"text"']) {
        expect(await sendAsAdmin('POST', `/api/${slug}`, body)).toMatchObject({
          status: 400,
          body: { errors: [{ message: 'The request body must be a JSON object.' }] },
        })
      }
    })
  }

  for (const { slug } of globals) {
    it(`are refused with 400 by the ${slug} global`, async () => {
      expect(await sendAsAdmin('POST', `/api/globals/${slug}`, 'null')).toMatchObject({
        status: 400,
        body: { errors: [{ message: 'The request body must be a JSON object.' }] },
      })
    })
  }

  it('are refused with 400 on update too', async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 1 })
    for (const path of [`/api/products/${docs[0].id}`, `/api/users/${users.admin.id}`]) {
      expect((await sendAsAdmin('PATCH', path, 'null')).status).toBe(400)
    }
  })
})
