import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteTimeZone } from '@/lib/admin/time-zone/read'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { englishOf } from '@/lib/site/labels'

/** The site's time zone: Lagos on a fresh install, what the schedule drawer starts in. */
let payload: Payload
let users: RoleUsers
beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})
afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { timeZone: 'Africa/Lagos' } })
  await deleteRoleUsers(payload, users)
})

const regionZones = [
  'Africa/Lagos',
  'Africa/Accra',
  'Africa/Abidjan',
  'Africa/Dakar',
  'Africa/Douala',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  'Africa/Cairo',
  'Africa/Casablanca',
  'Africa/Kinshasa',
  'Africa/Addis_Ababa',
  'UTC',
  'Europe/London',
  'Europe/Paris',
]

describe('the site time zone', () => {
  it('is Africa/Lagos on a fresh install, in the settings and as the admin’s default', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.timeZone).toBe('Africa/Lagos')
    expect(await siteTimeZone(payload)).toBe('Africa/Lagos')
    expect(payload.config.admin.timezones.defaultTimezone).toBe('Africa/Lagos')
  })

  it('is picked from the zones of the regions’ markets, offered by the schedule drawer too', () => {
    const offered = payload.config.admin.timezones.supportedTimezones.map(({ value }) => value)
    expect([...offered].sort()).toEqual([...regionZones].sort())
    const field = payload.config.globals
      .find(({ slug }) => slug === 'site-settings')!
      .flattenedFields.find(({ name }) => name === 'timeZone')
    // Named alike, the field's labels in both of the admin's languages.
    expect(
      field &&
        'options' in field &&
        field.options.map((option) =>
          typeof option === 'string'
            ? option
            : { value: option.value, label: englishOf(option.label, option.value) },
        ),
    ).toEqual(payload.config.admin.timezones.supportedTimezones)
  })

  it('is changed by an editor, and the schedule drawer then starts in it', async () => {
    const response = await rest('POST', '/api/globals/site-settings', {
      token: users.editor.token,
      body: { timeZone: 'Africa/Nairobi' },
    })
    expect(response.status).toBe(200)
    expect(await siteTimeZone(payload)).toBe('Africa/Nairobi')
  })

  it('refuses a zone not in the list, with a clear error, and keeps the one set', async () => {
    const before = await siteTimeZone(payload)
    const response = await rest('POST', '/api/globals/site-settings', {
      token: users.editor.token,
      body: { timeZone: 'Mars/Olympus_Mons' },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(/Time zone/)
    expect(await siteTimeZone(payload)).toBe(before)
  })
})
