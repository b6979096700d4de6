import { test as base } from '@playwright/test'

import { e2eAdmin, e2eBaseUrl } from '../settings'
import { authorization, logIn, newAccount, type AdminSession } from './helpers'

/**
 * Each worker works as an admin of its own. Payload keeps an account's sessions in one list that
 * every sign-in and sign-out rewrites, so two workers signing the same account in and out at once
 * can drop each other's session; with one account per worker they never meet.
 */
export const test = base.extend<object, { admin: AdminSession }>({
  admin: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: e2eBaseUrl })
      const account = newAccount(['admin'])
      // The seeded admin creates it; its session can meet the other worker's, so try again.
      for (let attempt = 1; ; attempt++) {
        const seeded: AdminSession = { ...e2eAdmin, token: await logIn(request, e2eAdmin) }
        const created = await request.post('/api/users', {
          headers: authorization(seeded),
          data: { ...account, roles: ['admin'], _verified: true },
        })
        if (created.status() === 201) break
        if (attempt === 3)
          throw new Error(`could not create the worker's admin: ${created.status()}`)
      }
      const session = { ...account, token: await logIn(request, account) }
      await request.dispose()
      await use(session)
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'
