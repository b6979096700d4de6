import { test as base } from '@playwright/test'

import { e2eAdmin, e2eBaseUrl } from '../settings'
import { authorization, logIn, newAccount, type Account, type AdminSession } from './helpers'

/**
 * Each worker works as an admin of its own. Payload keeps an account's sessions in one list that
 * every sign-in and sign-out rewrites, so two workers signing the same account in and out at once
 * can drop each other's session; with one account per worker they never meet.
 */
export const test = base.extend<{ admin: AdminSession }, { adminAccount: Account }>({
  adminAccount: [
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
      await request.dispose()
      await use(account)
    },
    { scope: 'worker' },
  ],
  // Signed in for each test: a spec that moves the server's clock days ahead (a rejection's
  // delay) leaves a token of the worker's start expired for the tests after it.
  admin: async ({ adminAccount, playwright }, provide) => {
    const request = await playwright.request.newContext({ baseURL: e2eBaseUrl })
    const session = { ...adminAccount, token: await logIn(request, adminAccount) }
    await request.dispose()
    await provide(session)
  },
})

export { expect } from '@playwright/test'
