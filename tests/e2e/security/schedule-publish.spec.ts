import type { Page } from '@playwright/test'

import { expect, test } from '../admin/fixtures'
import { authorization, createUser, signInAt, type Account } from '../admin/helpers'
import { queryE2eDatabase, readE2eDatabase } from '../database'
import { inAWeek, schedulePublish, serverFunctionAction } from '../admin/schedule'

/**
 * The hostile tester's replay of the admin's `schedule-publish` server function: any staff
 * account could call it with the id of someone else's scheduled publish and cancel it. Sent here
 * as the admin's own script sends it, with the action id the browser uses.
 */

/** A page of the admin signed in as `account`. */
async function adminPageOf(page: Page, account: Account) {
  await signInAt(page, account, '/admin')
  return page
}

const schedulesOf = (productId: number) =>
  readE2eDatabase<{ id: number }>(
    `SELECT id FROM payload_jobs WHERE task_slug = 'schedulePublish'
       AND input->'doc'->>'relationTo' = 'products' AND input->'doc'->>'value' = $1`,
    [String(productId)],
  )

test("a recruiter's replay of the admin's schedule-publish function cannot cancel an editor's scheduled publish, which the editor can", async ({
  admin,
  request,
  browser,
}) => {
  const products = await request.get('/api/products?limit=1&depth=0', {
    headers: authorization(admin),
  })
  const productId = ((await products.json()) as { docs: { id: number }[] }).docs[0]!.id
  const product = { relationTo: 'products', value: productId }
  const [editor, recruiter] = [
    await createUser(request, admin, ['editor']),
    await createUser(request, admin, ['recruiter']),
  ]
  const editorPage = await adminPageOf(await (await browser.newContext()).newPage(), editor)
  const recruiterPage = await adminPageOf(await (await browser.newContext()).newPage(), recruiter)
  const action = await serverFunctionAction(editorPage)

  expect(
    await schedulePublish(editorPage, action, { type: 'publish', date: inAWeek(), doc: product }),
  ).toBe(true)
  const [scheduled, ...others] = await schedulesOf(productId)
  expect(others).toEqual([])

  // As the tester did: the product named, and a job posting the recruiter may publish named instead.
  const postings = await request.get('/api/job-postings?limit=1&depth=0', {
    headers: authorization(admin),
  })
  const postingId = ((await postings.json()) as { docs: { id: number }[] }).docs[0]!.id
  for (const doc of [product, { relationTo: 'job-postings', value: postingId }]) {
    const cancelled = await schedulePublish(recruiterPage, action, {
      type: 'unpublish',
      date: inAWeek(),
      deleteID: scheduled!.id,
      doc,
    })
    expect(cancelled, `cancelled through ${doc.relationTo}`).toBe(false)
    expect(await schedulesOf(productId), `cancelled through ${doc.relationTo}`).toEqual([scheduled])
  }

  // The same call from the editor, who may publish the product, cancels it (and, as Payload's
  // function does, queues the unpublish it names).
  expect(
    await schedulePublish(editorPage, action, {
      type: 'unpublish',
      date: inAWeek(),
      deleteID: scheduled!.id,
      doc: product,
    }),
  ).toBe(true)
  const left = await schedulesOf(productId)
  expect(left.map(({ id }) => id)).not.toContain(scheduled!.id)
  await queryE2eDatabase('DELETE FROM payload_jobs WHERE id = ANY($1)', [left.map(({ id }) => id)])
  await editorPage.context().close()
  await recruiterPage.context().close()
})
