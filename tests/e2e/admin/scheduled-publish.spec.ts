import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'
import { authorization, newAccount, signInAt } from './helpers'
import { queryE2eDatabase } from '../database'
import { inAWeek, schedulePublish, serverFunctionAction } from './schedule'

/**
 * A page never published, scheduled with Payload's "Schedule Publish", reads as scheduled, with
 * its time in the reader's zone, in the pages list's Status column and on its own page, in the
 * reader's language; not as a plain "Draft".
 */
test('a scheduled page lists and opens as “Scheduled for …”, in English and in French', async ({
  admin,
  browser,
  request,
}, testInfo) => {
  const title = `Launch page ${randomUUID().slice(0, 8)}`
  const created = await request.post('/api/pages?draft=true', {
    headers: authorization(admin),
    data: { title, slug: `e2e-launch-${randomUUID().slice(0, 8)}`, _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const french = newAccount(['editor'])
  const madeFrench = await request.post('/api/users', {
    headers: authorization(admin),
    data: { ...french, name: 'Awa Diallo', roles: ['editor'], language: 'fr', _verified: true },
  })
  expect(madeFrench.status()).toBe(201)

  const english = await (await browser.newContext()).newPage()
  await signInAt(english, admin, '/admin')
  const action = await serverFunctionAction(english)
  expect(
    await schedulePublish(english, action, {
      type: 'publish',
      date: inAWeek(),
      doc: { relationTo: 'pages', value: id },
    }),
  ).toBe(true)

  try {
    await english.setViewportSize({ width: 1280, height: 900 })
    await english.goto('/admin/collections/pages')
    const row = english.getByRole('row', { name: new RegExp(title) })
    await expect(row).toContainText(/Scheduled for \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} GMT/)
    await expect(row).not.toContainText('Draft')
    await english.screenshot({ path: testInfo.outputPath('scheduled-list-1280.png') })
    await english.goto(`/admin/collections/pages/${id}`)
    await expect(english.getByRole('status').filter({ hasText: 'Scheduled for' })).toBeVisible()
    await english.screenshot({ path: testInfo.outputPath('scheduled-page-1280.png') })

    const inFrench = await (await browser.newContext()).newPage()
    await inFrench.setViewportSize({ width: 390, height: 844 })
    await signInAt(inFrench, french, '/admin/collections/pages')
    await expect(inFrench.getByRole('row', { name: new RegExp(title) })).toContainText(
      /Publication prévue le \d{1,2} [a-zéû.]+ \d{4}/,
    )
    await inFrench.screenshot({ path: testInfo.outputPath('scheduled-list-fr-390.png') })
    await inFrench.context().close()
  } finally {
    await queryE2eDatabase(
      `DELETE FROM payload_jobs WHERE task_slug = 'schedulePublish' AND input->'doc'->>'value' = $1
         AND input->'doc'->>'relationTo' = 'pages'`,
      [String(id)],
    )
    await request.delete(`/api/pages/${id}?overrideLock=true`, { headers: authorization(admin) })
    await english.context().close()
  }
})
