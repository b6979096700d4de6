import { expect, test } from './fixtures'
import { authorization, newAccount, signInAt } from './helpers'

/**
 * Editing a document in French, each localized text field shows its English under it, so that a
 * translator never switches languages to see what to translate; editing in English, nothing is
 * added. The words around it follow the admin's language.
 */
test('while editing French, each text field shows its English under it, in either admin language', async ({
  admin,
  browser,
  request,
}, testInfo) => {
  const products = await request.get('/api/products?where[slug][equals]=vas&depth=0&locale=en', {
    headers: authorization(admin),
  })
  const product = ((await products.json()) as { docs: { id: number; title: string }[] }).docs[0]!

  const english = await (await browser.newContext()).newPage()
  await english.setViewportSize({ width: 1280, height: 900 })
  await signInAt(english, admin, `/admin/collections/products/${product.id}?locale=fr`)
  const title = english.getByRole('textbox', { name: /^Title/ })
  await expect(title).not.toHaveValue(product.title)
  const beside = english.locator('.english-beside').first()
  await expect(beside).toHaveText(`English: ${product.title}`)
  await english.screenshot({ path: testInfo.outputPath('english-beside-1280.png') })
  await english.goto(`/admin/collections/products/${product.id}?locale=en`)
  await expect(english.getByRole('textbox', { name: /^Title/ })).toHaveValue(product.title)
  await expect(english.locator('.english-beside')).toHaveCount(0)
  await english.context().close()

  const translator = newAccount(['editor'])
  const made = await request.post('/api/users', {
    headers: authorization(admin),
    data: { ...translator, name: 'Awa Diallo', roles: ['editor'], language: 'fr', _verified: true },
  })
  expect(made.status()).toBe(201)
  const french = await (await browser.newContext()).newPage()
  await french.setViewportSize({ width: 390, height: 844 })
  await signInAt(french, translator, `/admin/collections/products/${product.id}?locale=fr`)
  await expect(french.locator('.english-beside').first()).toHaveText(
    `En anglais : ${product.title}`,
  )
  await french.locator('.english-beside').first().scrollIntoViewIfNeeded()
  await french.screenshot({ path: testInfo.outputPath('english-beside-fr-390.png') })
  await french.context().close()
})
