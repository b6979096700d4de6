import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { roles, tokenOf, type Role } from '../../helpers/users'
import { prepareAccessContext } from './matrix'

/**
 * The staff notification addresses receive every submission's contents, and the retention period
 * decides when personal data goes: admins alone read and change them; the public read returns
 * what the pages show.
 */
const context = prepareAccessContext()

const settingsAs = async (role: Role) => {
  const response = await rest('GET', '/api/globals/site-settings', {
    token: tokenOf(context.users, role),
  })
  expect(response.status).toBe(200)
  return response.body
}

const storedNotifications = async () =>
  (await context.payload.findGlobal({ slug: 'site-settings', depth: 0 })).notifications

describe('the site settings', () => {
  for (const role of roles) {
    const admin = role === 'admin'
    it(`${admin ? 'show' : 'hide'} the notification addresses and retention to ${role}`, async () => {
      const settings = await settingsAs(role)
      expect(settings.siteName).toEqual(expect.any(String))
      expect(settings.contact.email).toEqual(expect.any(String))
      if (admin) {
        expect(settings.notifications.contactEmail).toEqual(expect.any(String))
        expect(settings.dataProtection).toHaveProperty('retentionMonths')
      } else {
        expect(settings.notifications).toBeUndefined()
        expect(JSON.stringify(settings)).not.toContain((await storedNotifications())?.quoteEmail)
        expect(settings.dataProtection?.retentionMonths).toBeUndefined()
      }
    })
  }

  it('keep the notification addresses when an editor tries to send them elsewhere', async () => {
    const before = await storedNotifications()
    const response = await rest('POST', '/api/globals/site-settings', {
      token: tokenOf(context.users, 'editor'),
      body: { notifications: { contactEmail: 'attacker@evil.example' } },
    })
    expect(response.status).toBeLessThan(500)
    expect(await storedNotifications()).toEqual(before)
  })

  it('let an admin change where notifications go', async () => {
    const before = await storedNotifications()
    try {
      const response = await rest('POST', '/api/globals/site-settings', {
        token: tokenOf(context.users, 'admin'),
        body: { notifications: { ...before, contactEmail: 'inbox@settings.test' } },
      })
      expect(response.status).toBe(200)
      expect((await storedNotifications())?.contactEmail).toBe('inbox@settings.test')
    } finally {
      await context.payload.updateGlobal({ slug: 'site-settings', data: { notifications: before } })
    }
  })
})
