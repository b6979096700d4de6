import { expect, test as base, type APIRequestContext } from '@playwright/test'

import { authorization, createUser, logIn } from '../admin/helpers'
import { e2eAdmin, e2eBaseUrl } from '../settings'

/**
 * Preview links: drafts for editors only, as a page that may be framed by the admin and is never
 * cached; for anyone else the published page, which refuses every frame.
 */

/** Each request context keeps its own cookies: a visitor's, and one per signed-in role. */
const test = base.extend<{ browse: (token?: string) => Promise<APIRequestContext> }>({
  browse: async ({ playwright }, provide) => {
    const contexts: APIRequestContext[] = []
    await provide(async (token) => {
      const context = await playwright.request.newContext({
        baseURL: e2eBaseUrl,
        extraHTTPHeaders: token ? authorization({ ...e2eAdmin, token }) : {},
      })
      contexts.push(context)
      return context
    })
    await Promise.all(contexts.map((context) => context.dispose()))
  },
})

/** A session token of a new account with `roles`, signed in from a context of its own. */
async function tokenFor(browse: (token?: string) => Promise<APIRequestContext>, roles: string[]) {
  const setup = await browse()
  const admin = { ...e2eAdmin, token: await logIn(setup, e2eAdmin) }
  return logIn(setup, await createUser(setup, admin, roles))
}

const openPreview = (context: APIRequestContext, path: string) =>
  context.get(`/api/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })

const previewCookie = (setCookie: string | undefined) =>
  /__prerender_bypass=[^;]+/.exec(setCookie ?? '')?.[0]

test('a preview link opened without an editor’s session shows the published page', async ({
  browse,
}) => {
  for (const context of [await browse(), await browse(await tokenFor(browse, ['recruiter']))]) {
    const response = await openPreview(context, '/products/vas')
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe('/products/vas')
    expect(previewCookie(response.headers()['set-cookie'])).toBeUndefined()
  }
})

test('preview links lead only to pages of this site', async ({ browse }) => {
  const editor = await browse(await tokenFor(browse, ['editor']))
  for (const path of [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    '/admin',
    '/api/users',
  ]) {
    expect((await openPreview(editor, path)).status(), path).toBe(400)
  }
})

test('an editor’s preview shows drafts in French too, framed only by the admin, never cached', async ({
  browse,
}) => {
  const editor = await browse(await tokenFor(browse, ['editor']))
  const response = await openPreview(editor, '/fr/products/vas')
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe('/fr/products/vas')
  expect(previewCookie(response.headers()['set-cookie'])).toBeDefined()

  const preview = await editor.get('/fr/products/vas')
  expect(preview.status()).toBe(200)
  expect(await preview.text()).toContain('Aperçu : cette page montre les brouillons non publiés')
  expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN')
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(preview.headers()['cache-control']).toMatch(/no-store|no-cache/)

  const published = await (await browse()).get('/fr/products/vas')
  expect(await published.text()).not.toContain('Aperçu :')
  expect(published.headers()['x-frame-options']).toBe('DENY')

  const left = await editor.get('/api/preview/exit', {
    headers: { referer: `${e2eBaseUrl}/fr/products/vas` },
    maxRedirects: 0,
  })
  expect(left.headers().location).toBe('/fr/products/vas')
  expect(left.headers()['set-cookie']).toMatch(/__prerender_bypass=;/)
  expect(await (await editor.get('/fr/products/vas')).text()).not.toContain('Aperçu :')
})
