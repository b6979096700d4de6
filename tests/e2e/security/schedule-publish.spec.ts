import { expect, type Page } from '@playwright/test'

import { createUser, signIn } from '../admin/helpers'
import { test } from '../admin/fixtures'

/**
 * The admin calls its server functions (the schedule drawer's among them) through one server
 * action, named by its Next-Action id. Replayed by hand, as an attacker would, its schedule-publish
 * function must check that the caller may publish the document, and that a schedule it deletes is
 * that document's own.
 */

/** Signs in and opens a product, reading the admin's server action id off its first call. */
async function openProduct(page: Page, account: { email: string; password: string }) {
  await signIn(page, account)
  await expect(page).toHaveURL(/\/admin(?!\/login)/)
  const call = page.waitForRequest(
    (request) => request.method() === 'POST' && Boolean(request.headers()['next-action']),
  )
  await page.goto('/admin/collections/products')
  const actionId = (await call).headers()['next-action']!
  const response = await page.request.get('/api/products?limit=1&depth=0')
  const productId = ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
  return { actionId, productId }
}

/** One call of an admin server function with the page's session, as the admin's client sends it. */
async function serverFunction(page: Page, actionId: string, name: string, args: object) {
  const response = await page.request.post('/admin', {
    headers: {
      'next-action': actionId,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
    },
    data: JSON.stringify([{ name, args }]),
  })
  return { status: response.status(), text: await response.text() }
}

const upcoming = async (page: Page, actionId: string, productId: number) =>
  (
    await serverFunction(page, actionId, 'get-upcoming-scheduled-publish', {
      collectionSlug: 'products',
      id: productId,
    })
  ).text

test("a recruiter cannot cancel an editor's scheduled publishing by its id", async ({
  browser,
  admin,
  request,
}) => {
  const editor = await browser.newPage()
  const { actionId, productId } = await openProduct(
    editor,
    await createUser(request, admin, ['editor']),
  )
  const date = `$D${new Date(Date.now() + 7 * 24 * 3600_000).toISOString()}`
  const doc = { relationTo: 'products', value: productId }
  const scheduled = await serverFunction(editor, actionId, 'schedule-publish', {
    type: 'unpublish',
    date,
    doc,
  })
  expect(scheduled.status).toBe(200)
  const before = await upcoming(editor, actionId, productId)
  const jobIds = [...before.matchAll(/"id":(\d+),"input"/g)].map((match) => Number(match[1]))
  expect(jobIds.length).toBeGreaterThan(0)

  // The action's id is the build's, the same for every account.
  const recruiter = await browser.newPage()
  await signIn(recruiter, await createUser(request, admin, ['recruiter']))
  await expect(recruiter).toHaveURL(/\/admin(?!\/login)/)
  for (const deleteID of jobIds) {
    await serverFunction(recruiter, actionId, 'schedule-publish', {
      type: 'unpublish',
      date,
      deleteID,
      doc,
    })
  }
  const after = await upcoming(editor, actionId, productId)
  for (const id of jobIds) expect(after).toContain(`"id":${id},"input"`)
})
