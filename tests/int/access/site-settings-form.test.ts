import type { Field, Tab } from 'payload'
import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { tokenOf, type SignedInRole } from '../../helpers/users'
import { prepareAccessContext } from './matrix'

/**
 * The admin-only parts of Site settings (notification addresses, response targets, retention) are not in an
 * editor's form at all, and an editor's save keeps them; admins still see and must fill them.
 */
const context = prepareAccessContext()

type Node = Field | Tab
const nameOf = (node: Node) => ('name' in node ? node.name : undefined)
const childrenOf = (node: Node): Node[] =>
  'tabs' in node ? node.tabs : 'fields' in node ? node.fields : []

/**
 * The named fields and tabs of the settings form as this role's form shows them: `shown` when
 * their own and every enclosing condition hold for the role, `readable` when the role's field
 * access lets it read them.
 */
async function settingsFormAs(role: SignedInRole) {
  const { payload, users } = context
  const user = {
    ...(await payload.findByID({ collection: 'users', id: users[role].id, depth: 0 })),
    collection: 'users' as const,
  }
  const req = { user, payload } as never
  const global = payload.config.globals.find(({ slug }) => slug === 'site-settings')!
  const form: { path: string; shown: boolean; readable: boolean }[] = []
  const visit = (nodes: Node[], parent: { path: string; shown: boolean; readable: boolean }) => {
    for (const node of nodes) {
      const name = nameOf(node)
      const path = [parent.path, name].filter(Boolean).join('.')
      const condition = node.admin?.condition
      const shown =
        parent.shown &&
        (!condition ||
          Boolean(condition({}, {}, { user, blockData: {}, operation: 'update', path: [] })))
      const read = 'access' in node ? node.access?.read : undefined
      const readable = parent.readable && (!read || Boolean(read({ req })))
      if (name) form.push({ path, shown, readable })
      visit(childrenOf(node), { path, shown, readable })
    }
  }
  visit(global.fields, { path: '', shown: true, readable: true })
  return form
}

const adminOnly = [
  'notifications',
  'notifications.contactEmail',
  'notifications.marketReportEmail',
  'dataProtection',
  'dataProtection.retentionMonths',
  'responseTargets',
  'responseTargets.quoteRequestsAmount',
  'responseTargets.careerApplicationsUnit',
]

const stored = () => context.payload.findGlobal({ slug: 'site-settings', depth: 0 })

describe('the site settings form', () => {
  for (const role of ['editor', 'recruiter', 'noRole'] as const) {
    it(`shows ${role} nothing they cannot read, and the rest of the settings`, async () => {
      const form = await settingsFormAs(role)
      const shown = form.filter((node) => node.shown).map(({ path }) => path)
      expect(form.filter((node) => node.shown && !node.readable)).toEqual([])
      for (const path of adminOnly) expect(shown).not.toContain(path)
      expect(shown).toEqual(expect.arrayContaining(['siteName', 'timeZone', 'contact.email']))
    })
  }

  it('shows an admin every field', async () => {
    const form = await settingsFormAs('admin')
    expect(form.filter((node) => !node.shown)).toEqual([])
    expect(form.map(({ path }) => path)).toEqual(expect.arrayContaining(adminOnly))
  })

  it('saves an editor’s change and keeps what only admins change', async () => {
    const before = await stored()
    const editor = tokenOf(context.users, 'editor')
    const read = await rest('GET', '/api/globals/site-settings?depth=0', { token: editor })
    // What the editor's form sends: everything they see, the admin-only fields empty.
    const body = {
      ...read.body,
      siteName: `${before.siteName} (edited)`,
      notifications: {},
      dataProtection: { retentionMonths: null },
      responseTargets: {},
    }
    try {
      const response = await rest('POST', '/api/globals/site-settings', { token: editor, body })
      expect(response.status).toBe(200)
      const after = await stored()
      expect(after.siteName).toBe(`${before.siteName} (edited)`)
      expect(after.notifications).toEqual(before.notifications)
      expect(after.dataProtection).toEqual(before.dataProtection)
      expect(after.responseTargets).toEqual(before.responseTargets)
    } finally {
      await context.payload.updateGlobal({
        slug: 'site-settings',
        data: { siteName: before.siteName },
      })
    }
  })

  it('still requires every notification address from an admin', async () => {
    const before = await stored()
    const response = await rest('POST', '/api/globals/site-settings', {
      token: tokenOf(context.users, 'admin'),
      body: { notifications: { ...before.notifications, quoteEmail: '' } },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(/Quote requests/)
    expect((await stored()).notifications).toEqual(before.notifications)
  })

  it('still requires them from the server’s own calls', async () => {
    const before = await stored()
    await expect(
      context.payload.updateGlobal({
        slug: 'site-settings',
        data: { notifications: { ...before.notifications!, contactEmail: null as never } },
      }),
    ).rejects.toThrow(/Contact messages/)
    expect((await stored()).notifications).toEqual(before.notifications)
  })
})
