import { expect, test, type Page } from '@playwright/test'

import { storedAsAdmin, uniqueName } from '../forms/staff'

/** The contact page in each language: its header link, its heading and the form's words. */
const languages = [
  {
    path: '/contact',
    home: '/',
    link: 'Contact',
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email Address',
      company: 'Company/Operator',
      message: 'Project Details',
    },
    consent: /I agree/,
    submit: 'Send Message',
    sent: 'Message sent',
  },
  {
    path: '/fr/contact',
    home: '/fr',
    link: 'Contact',
    labels: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Adresse e-mail',
      company: 'Entreprise/Opérateur',
      message: 'Détails du projet',
    },
    consent: /J'accepte/,
    submit: 'Envoyer le message',
    sent: 'Message envoyé',
  },
] as const

const contactForm = (page: Page) =>
  page.locator('form').filter({ has: page.locator('[name="message"]') })

for (const language of languages) {
  test(`${language.path} is linked from the header and serves the contact form, its text in the field "message"`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(language.home)
    await page.getByRole('banner').getByRole('link', { name: language.link, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${language.path}$`))
    const form = contactForm(page)
    await expect(form.getByLabel(language.labels.message)).toHaveAttribute('name', 'message')
    await expect(form.getByRole('button', { name: language.submit })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('contact-1280.png'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: testInfo.outputPath('contact-390.png'), fullPage: true })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const language of languages) {
    test(`a message sent from ${language.path} is stored with the page it was sent from`, async ({
      page,
      request,
    }) => {
      await page.goto(language.path)
      const form = contactForm(page)
      const marker = uniqueName('ContactPage')
      await form.getByLabel(language.labels.firstName, { exact: true }).fill(marker)
      await form.getByLabel(language.labels.lastName, { exact: true }).fill('Okafor')
      await form.getByLabel(language.labels.email).fill('ada.contact@example.com')
      await form.getByLabel(language.labels.company).fill('Example Telecom')
      await form.locator('select[name="serviceInterest"]').selectOption('ai')
      await form.getByLabel(language.labels.message).fill('A chatbot for customer care.')
      await form.getByRole('checkbox', { name: language.consent }).check()
      await form.getByRole('button', { name: language.submit }).click()
      await expect(page.getByRole('heading', { level: 1, name: language.sent })).toBeVisible()
      const [stored] = await storedAsAdmin(request, 'contact-submissions', 'firstName', marker)
      expect(stored).toMatchObject({
        message: 'A chatbot for customer care.',
        attribution: { sentFrom: language.path },
      })
    })
  }
})
