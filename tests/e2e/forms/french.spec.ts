import { randomUUID } from 'node:crypto'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { contactMessages } from '@/submissions/contact/messages'
import { formMessages } from '@/submissions/form/messages'
import { quoteMessages } from '@/submissions/quote/messages'

import { emailTo } from '../mailbox'
import { e2eBaseUrl } from '../settings'
import {
  fillFrenchQuote as fillQuote,
  frenchQuoteForm as quoteForm,
  sentConfirmation,
  successToast,
} from './fills'
import { slowDown, storedAsAdmin, uniqueName } from './staff'

/** An address of the test's own: the mailbox holds every test's e-mails. */
const uniqueAddress = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`

/** How staff and the visitor name a submission, e.g. "QR-000042". */
const reference = (prefix: string, id: unknown) => `${prefix}-${String(id).padStart(6, '0')}`

const quote = {
  path: '/fr/get-quote',
  submit: 'Demander un devis',
  messages: [
    "Le nom de l'entreprise doit comporter au moins 2 caractères",
    'Le nom du contact doit comporter au moins 2 caractères',
    'Veuillez saisir une adresse e-mail valide',
    'Veuillez choisir votre pays',
    'Veuillez saisir un numéro de téléphone valide',
    'Veuillez choisir un type de service',
    'Veuillez décrire votre projet en détail',
    'Veuillez choisir votre calendrier',
    'Veuillez choisir votre fourchette budgétaire',
    'Vous devez accepter les conditions.',
  ],
  english: [
    ...Object.values(quoteMessages.errors),
    formMessages.rules.email,
    formMessages.rules.phone,
  ],
}

const contact = {
  path: '/fr#contact',
  submit: 'Envoyer le message',
  messages: [
    'Le prénom doit comporter au moins 2 caractères',
    'Le nom doit comporter au moins 2 caractères',
    'Veuillez saisir une adresse e-mail valide',
    'Veuillez nous parler de votre projet',
    'Vous devez accepter la politique de confidentialité.',
  ],
  english: [...Object.values(contactMessages.errors), formMessages.rules.email],
}

/** The home page's contact form, in its contact section. */
const contactForm = (page: Page) => page.locator('#contact form')

/** Every message is shown under its field, in French, and none in English. */
async function expectFrenchMessages(form: Locator, { messages, english }: typeof quote) {
  for (const message of messages)
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  for (const message of english) await expect(form.getByText(message)).toHaveCount(0)
}

test('the quote form lists the countries by their French names, sorted in French', async ({
  page,
}) => {
  await page.goto(quote.path)
  const options = quoteForm(page).getByLabel('Pays', { exact: true }).locator('option')
  const labels = (await options.allTextContents()).slice(1)
  expect(labels).toHaveLength(54)
  for (const label of ['Tchad (+235)', 'Cameroun (+237)', 'Côte d’Ivoire (+225)']) {
    expect(labels).toContain(label)
  }
  expect(labels).not.toContain('Chad (+235)')
  const names = labels.map((label) => label.replace(/ \(\+\d+\)$/, ''))
  expect(names.slice(0, 3)).toEqual(['Afrique du Sud', 'Algérie', 'Angola'])
  // Accented initials among their letter: "Égypte" after "Djibouti", not after "Zimbabwe".
  expect(names.slice(names.indexOf('Djibouti'), names.indexOf('Djibouti') + 3)).toEqual([
    'Djibouti',
    'Égypte',
    'Érythrée',
  ])
  expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare))
})

test.describe('French forms, with scripts', () => {
  test('the quote form: an empty submit shows its messages in French', async ({ page }) => {
    await page.goto(quote.path)
    await quoteForm(page).getByRole('button', { name: quote.submit }).click()
    await expectFrenchMessages(quoteForm(page), quote)
    await expect(quoteForm(page).getByLabel("Nom de l'entreprise")).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(quoteForm(page).getByLabel("Nom de l'entreprise")).toBeFocused()
  })

  test('the quote form: a valid request shows the French toast, is stored as French and confirmed in French', async ({
    page,
    request,
  }) => {
    const company = uniqueName('Devis FR')
    const email = uniqueAddress('devis')
    await page.goto(quote.path)
    await fillQuote(quoteForm(page), company, email)

    await page.route('**/api/forms/quote', slowDown())
    await quoteForm(page).getByRole('button', { name: quote.submit }).click()
    await expect(quoteForm(page).getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
    await expect(successToast(page, 'Demande de devis envoyée')).toContainText(
      'Nous vous répondrons sous 24 heures avec une proposition détaillée.',
    )
    await expect(page.getByText('Quote Request Submitted')).toHaveCount(0)
    const [stored] = await storedAsAdmin(request, 'quote-requests', 'companyName', company)
    await expect(sentConfirmation(page)).toContainText(
      `Votre référence : ${reference('QR', stored.id)}`,
    )
    await page.getByRole('button', { name: 'Remplir à nouveau le formulaire' }).click()
    await expect(quoteForm(page).getByLabel("Nom de l'entreprise")).toHaveValue('')

    expect(stored).toMatchObject({
      language: 'fr',
      email,
      phone: '+237671234567',
      serviceType: 'custom',
    })

    const confirmation = await emailTo(
      email,
      `Nous avons bien reçu votre demande de devis (${reference('QR', stored.id)})`,
    )
    expect(confirmation.text).toContain('Bonjour,')
    expect(confirmation.text).toContain(
      'Merci pour votre demande de devis. Nous vous répondrons sous 24 heures avec une proposition détaillée.',
    )
    expect(confirmation.text).toContain(`Votre référence est ${reference('QR', stored.id)}`)
    expect(confirmation.text).toContain('Vos choix :')
    expect(confirmation.text).toContain('Type de service : Solution sur mesure')
    expect(confirmation.text).toContain('Fourchette budgétaire : À discuter')
    expect(confirmation.text).not.toContain('We received')
    expect(confirmation.text).not.toContain('Thank you')
  })

  test('the home page contact form: an empty submit shows its messages in French', async ({
    page,
  }) => {
    await page.goto(contact.path)
    await contactForm(page).getByRole('button', { name: contact.submit }).click()
    await expectFrenchMessages(contactForm(page), contact)
    await expect(contactForm(page).getByLabel('Prénom')).toBeFocused()
  })

  test('the home page contact form: a valid message shows the French toast, is stored as French and confirmed in French', async ({
    page,
    request,
  }) => {
    const firstName = uniqueName('Contact FR')
    const email = uniqueAddress('contact')
    await page.goto(contact.path)
    const form = contactForm(page)
    await form.getByLabel('Prénom').fill(firstName)
    await form.getByLabel('Nom', { exact: true }).fill('Diallo')
    await form.getByLabel('Adresse e-mail').fill(email)
    await form.getByLabel('Entreprise/Opérateur').fill('Exemple Télécom')
    await form.getByLabel('Service souhaité').selectOption("Solutions d'intelligence artificielle")
    await form
      .getByLabel('Détails du projet')
      .fill('Un assistant conversationnel pour le service client, en français.')
    await form.getByRole('checkbox', { name: /J'accepte/ }).check()

    await page.route('**/api/forms/contact', slowDown())
    await form.getByRole('button', { name: contact.submit }).click()
    await expect(form.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
    await expect(successToast(page, 'Message envoyé')).toBeVisible()
    await expect(sentConfirmation(page)).toContainText('Message envoyé')
    await page.getByRole('button', { name: 'Remplir à nouveau le formulaire' }).click()
    await expect(form.getByLabel('Prénom')).toHaveValue('')

    const [stored] = await storedAsAdmin(request, 'contact-submissions', 'firstName', firstName)
    expect(stored).toMatchObject({ language: 'fr', email, serviceInterest: 'ai' })

    const confirmation = await emailTo(
      email,
      `Nous avons bien reçu votre message (${reference('CM', stored.id)})`,
    )
    expect(confirmation.text).toContain('Merci pour votre message.')
    expect(confirmation.text).toContain("Service souhaité : Solutions d'intelligence artificielle")
  })
})

test.describe('the French quote form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('sent empty, it comes back with its messages in French', async ({ page }) => {
    await page.goto(quote.path)
    await quoteForm(page).getByRole('button', { name: quote.submit }).click()
    await expect(page).toHaveURL(`${e2eBaseUrl}${quote.path}`)
    await expect(quoteForm(page).getByRole('alert')).toHaveText(
      'Veuillez corriger les champs signalés.',
    )
    await expectFrenchMessages(quoteForm(page), quote)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('sent valid, it lands on /fr/thank-you/quote with the French title', async ({
    page,
    request,
  }) => {
    const company = uniqueName('Devis FR sans script')
    const email = uniqueAddress('devis-noscript')
    await page.goto(quote.path)
    await fillQuote(quoteForm(page), company, email, false)
    await quoteForm(page).getByRole('button', { name: quote.submit }).click()

    await expect(
      page.getByRole('heading', { level: 1, name: 'Demande de devis envoyée' }),
    ).toBeVisible()
    const [stored] = await storedAsAdmin(request, 'quote-requests', 'companyName', company)
    expect(stored).toMatchObject({ language: 'fr', email, country: 'CM' })
    await expect(page).toHaveURL(
      `${e2eBaseUrl}/fr/thank-you/quote?ref=${reference('QR', stored.id)}`,
    )
    await expect(page.getByText(`Votre référence : ${reference('QR', stored.id)}`)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(await page.title()).toContain('Demande de devis envoyée')
    await emailTo(
      email,
      `Nous avons bien reçu votre demande de devis (${reference('QR', stored.id)})`,
    )
  })
})
