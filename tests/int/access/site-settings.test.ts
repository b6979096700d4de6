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

  it('keep the WhatsApp number when an editor tries to send visitors elsewhere, and let an admin change it', async () => {
    const stored = async () =>
      (await context.payload.findGlobal({ slug: 'site-settings', depth: 0 })).whatsapp?.number
    const before = await stored()
    try {
      const editor = await rest('POST', '/api/globals/site-settings', {
        token: tokenOf(context.users, 'editor'),
        body: { whatsapp: { number: '+447700900123' } },
      })
      expect(editor.status).toBeLessThan(500)
      expect(await stored()).toBe(before)
      const admin = await rest('POST', '/api/globals/site-settings', {
        token: tokenOf(context.users, 'admin'),
        body: { whatsapp: { number: '+233201234567' } },
      })
      expect(admin.status).toBe(200)
      expect(await stored()).toBe('+233201234567')
    } finally {
      await context.payload.updateGlobal({
        slug: 'site-settings',
        data: { whatsapp: { number: before ?? null } },
      })
    }
  })

  it('refuse a header or footer link that leads off the site by //, or that no browser can read', async () => {
    const stored = async () =>
      (await context.payload.findGlobal({ slug: 'site-settings', depth: 0 })).headerLinks
    const before = await stored()
    for (const href of [
      '//evil.example/login',
      'http://[',
      'https://[',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      for (const field of ['headerLinks', 'footerProductLinks'] as const) {
        const response = await rest('POST', '/api/globals/site-settings', {
          token: tokenOf(context.users, 'editor'),
          body: { [field]: [{ label: 'Sign in', href }] },
        })
        expect(response.status, `${field} ${href}`).toBe(400)
        expect(JSON.stringify(response.body), href).toContain(
          'Write a path that starts with /, a section such as #form, or a full address that starts with https://.',
        )
      }
    }
    expect(await stored()).toEqual(before)
    const fine = await rest('POST', '/api/globals/site-settings', {
      token: tokenOf(context.users, 'editor'),
      body: {
        headerLinks: [
          ...(before ?? []).map(({ label, href }) => ({ label, href })),
          { label: 'Partners', href: 'https://partners.example.com/a?b=1' },
        ],
      },
    })
    try {
      expect(fine.status).toBe(200)
    } finally {
      await context.payload.updateGlobal({ slug: 'site-settings', data: { headerLinks: before } })
    }
  })
})
