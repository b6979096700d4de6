import { randomUUID } from 'node:crypto'

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { storedAsAdmin } from './staff'

/** How the e2e tests find, fill and recognise each public form, as a visitor sees it. */
export type FormUnderTest = {
  name: string
  path: string
  submit: string
  /** The heading of its confirmation page (and of its success toast). */
  confirmation: string
  collection: string
  /** Starts the reference each stored one is given, e.g. "QR" in "QR-000042". */
  referencePrefix: string
  /** The field that carries the test's unique marker, by its stored name. */
  markerField: string
  /** Its consent box, stored as the time the consent was given. */
  consent: string
  fill: (form: Locator, marker: string) => Promise<void>
}

/**
 * An address of its own for each fill: confirmations are limited per mailbox and day, and a run
 * sends more forms than one mailbox may be confirmed.
 */
const visitorAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`

/** The form holding the named submit button: each page has one public form. */
export const formOf = (page: Page, submit: string) =>
  page.locator('form', { has: page.getByRole('button', { name: submit }) })

export const contactForm: FormUnderTest = {
  name: 'contact message',
  path: '/#contact',
  submit: 'Send Message',
  confirmation: 'Message sent',
  collection: 'contact-submissions',
  referencePrefix: 'CM',
  markerField: 'firstName',
  consent: 'privacy',
  fill: async (form, marker) => {
    await form.getByLabel('First Name').fill(marker)
    await form.getByLabel('Last Name').fill('Okafor')
    await form.getByLabel('Email Address').fill(visitorAddress('ada'))
    await form.getByLabel('Company/Operator').fill('Example Telecom')
    await form.getByLabel('Service Interest').selectOption('AI-Based Solutions')
    await form.getByLabel('Project Details').fill('A chatbot for customer care in French.')
    await form.getByRole('checkbox', { name: /I agree/ }).check()
  },
}

export const quoteForm: FormUnderTest = {
  name: 'quote request',
  path: '/get-quote',
  submit: 'Request Quote',
  confirmation: 'Quote Request Submitted',
  collection: 'quote-requests',
  referencePrefix: 'QR',
  markerField: 'companyName',
  consent: 'terms',
  fill: async (form, marker) => {
    await form.getByLabel('Company Name').fill(marker)
    await form.getByLabel('Contact Name').fill('Ada Okafor')
    await form.getByLabel('Email Address').fill(visitorAddress('ada'))
    await form.getByLabel('Country').selectOption('KE')
    await form.getByLabel('Phone Number').fill('+254 712 345 678')
    await form.getByLabel('Service Type').selectOption('Custom Solution')
    await form.getByLabel('Project Description').fill('USSD banking for two operators in Kenya.')
    await form.getByLabel('Project Timeline').selectOption('Short-term (1-3 months)')
    await form.getByLabel('Budget Range').selectOption('Prefer to discuss')
    await form.getByRole('checkbox', { name: /I agree to the processing/ }).check()
  },
}

export const partnershipForm: FormUnderTest = {
  name: 'partnership application',
  path: '/partnership',
  submit: 'Submit Application',
  confirmation: 'Partnership application submitted!',
  collection: 'partnership-applications',
  referencePrefix: 'PA',
  markerField: 'company',
  consent: 'terms',
  fill: async (form, marker) => {
    await form.getByLabel('Company Name').fill(marker)
    await form.getByLabel('Contact Person').fill('Kwame Mensah')
    await form.getByLabel('Email Address').fill(visitorAddress('kwame'))
    await form.getByLabel('Phone Number').fill('+233 20 123 4567')
    await form.getByLabel('Country/Region').fill('Ghana')
    await form.getByLabel('Partnership Type').selectOption('channel')
    await form.getByLabel('Company Description').fill('A distributor of digital services.')
    await form.getByLabel('Partnership Proposal').fill('We resell your VAS to two operators.')
    await form.getByRole('checkbox', { name: /I agree/ }).check()
  },
}

export const jobApplicationForm: FormUnderTest = {
  name: 'job application',
  path: '/apply',
  submit: 'Submit Application',
  confirmation: 'Application submitted!',
  collection: 'career-applications',
  referencePrefix: 'JA',
  markerField: 'firstName',
  consent: 'terms',
  fill: async (form, marker) => {
    await form.getByLabel('First Name').fill(marker)
    await form.getByLabel('Last Name').fill('Wanjiru')
    await form.getByLabel('Email Address').fill(visitorAddress('grace'))
    await form.getByLabel('Phone Number').fill('+254 712 345 678')
    await form.getByLabel('Current Location').fill('Nairobi, Kenya')
    await form.getByLabel('Position Applied For').selectOption({ index: 1 })
    await form.getByLabel('Years of Experience').selectOption('3-5')
    await form.getByLabel('Availability').selectOption('1-month')
    await form.getByLabel('Professional Summary').fill('Backend engineer building USSD services.')
    await form.getByLabel('Key Skills').fill('TypeScript, PostgreSQL')
    await form.getByLabel('Why do you want to join us?').fill('To build services millions use.')
    await form.getByRole('checkbox', { name: /I agree to the processing/ }).check()
  },
}

export const publicForms = [contactForm, quoteForm, partnershipForm, jobApplicationForm]

/** A region page's form asking for its market report (market-report.spec.ts has its own tests). */
export const marketReportForm: FormUnderTest = {
  name: 'market report request',
  path: '/regions/west-africa#market-report',
  submit: 'Email Me the Report',
  confirmation: 'Check your inbox',
  collection: 'market-report-requests',
  referencePrefix: 'MR',
  markerField: 'company',
  consent: 'consent',
  fill: async (form, marker) => {
    await form.getByLabel('Full Name', { exact: true }).fill('Ada Okafor')
    await form.getByLabel('Work Email', { exact: true }).fill(visitorAddress('ada'))
    await form.getByLabel('Company', { exact: true }).fill(marker)
    await form.getByLabel('Country', { exact: true }).fill('Nigeria')
    await form.getByRole('checkbox', { name: /I agree to receive the report/ }).check()
  },
}

/** Ticks every box of a form, the optional ones too, and chooses a PDF for every file field. */
export async function tickAndAttachEverything(form: Locator): Promise<void> {
  for (const box of await form.getByRole('checkbox').all()) await box.check()
  const fileFields = await form.locator('input[type="file"]').all()
  for (const [index, field] of fileFields.entries()) {
    await field.setInputFiles({
      name: `document-${index + 1}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdf(),
    })
  }
}

export type Answers = Record<string, string | boolean | string[]>

/**
 * What each field of a form holds in the browser, by name: its text or choice, its tick, the
 * names of its files. Hidden fields and the honeypot, which no visitor fills, are left out.
 */
export const answersIn = (form: Locator): Promise<Answers> =>
  form.evaluate((element) => {
    const answers: Answers = {}
    for (const control of Array.from((element as HTMLFormElement).elements)) {
      if (control.closest('[aria-hidden="true"]')) continue
      if (control instanceof HTMLInputElement) {
        if (control.type === 'hidden') continue
        if (control.type === 'checkbox') answers[control.name] = control.checked
        else if (control.type === 'radio') {
          if (control.checked) answers[control.name] = control.value
        } else if (control.type === 'file') {
          answers[control.name] = Array.from(control.files ?? [], (file) => file.name)
        } else answers[control.name] = control.value
      } else if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) {
        answers[control.name] = control.value
      }
    }
    return answers
  })

/**
 * What the stored submission of `form` holds for the boxes ticked and the files chosen among
 * `answers`: a box as true, but the consent as the time it was given; a file as its upload.
 */
export function storedTicksAndFiles(form: FormUnderTest, answers: Answers) {
  const stored: Record<string, unknown> = {}
  for (const [name, answer] of Object.entries(answers)) {
    if (answer === true && name === form.consent) stored.consentGivenAt = expect.any(String)
    else if (answer === true) stored[name] = true
    else if (Array.isArray(answer) && answer.length > 0) stored[name] = expect.any(Number)
  }
  return stored
}

/** The spec's success toast after a form sent by its script: sonner's, not the confirmation. */
export const successToast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title })

/** What replaces a form its script sent: its success message and the reference to quote. */
export const sentConfirmation = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Your reference:|Votre référence :/ })

/** The reference a stored submission is given, e.g. "QR-000042". */
export const referenceOf = (prefix: string, id: unknown) =>
  `${prefix}-${String(id).padStart(6, '0')}`

/** The one submission of `form` stored with `marker`, and its reference: fails on none or more. */
export async function storedOnce(request: APIRequestContext, form: FormUnderTest, marker: string) {
  const stored = await storedAsAdmin(request, form.collection, form.markerField, marker)
  expect(stored).toHaveLength(1)
  return { stored: stored[0], reference: referenceOf(form.referencePrefix, stored[0].id) }
}

/** The /fr/get-quote form, by a field of its own: its button's name changes while it sends. */
export const frenchQuoteForm = (page: Page) =>
  page.locator('form', { has: page.getByLabel("Nom de l'entreprise", { exact: true }) })

/**
 * Fills the French quote form, from Cameroon unless another country is given (its label and the
 * number after its dialling code); `phone` typed after the dialling code as with scripts.
 */
export async function fillFrenchQuote(
  form: Locator,
  company: string,
  email: string,
  withScripts = true,
  country = { label: 'Cameroun (+237)', code: '+237', number: '6 71 23 45 67' },
) {
  await form.getByLabel("Nom de l'entreprise").fill(company)
  await form.getByLabel('Nom du contact').fill('Awa Diallo')
  await form.getByLabel('Adresse e-mail').fill(email)
  await form.getByLabel('Pays', { exact: true }).selectOption(country.label)
  const phone = form.getByLabel('Numéro de téléphone')
  if (withScripts) {
    // The country put its dialling code in: type the rest, as a visitor would.
    await expect(phone).toHaveValue(`${country.code} `)
    await phone.focus()
    await phone.press('End')
    await phone.pressSequentially(country.number)
  } else {
    await phone.fill(`${country.code} ${country.number}`)
  }
  await form.getByLabel('Type de service').selectOption('Solution sur mesure')
  await form
    .getByLabel('Description du projet')
    .fill('Un service USSD de banque mobile pour deux opérateurs au Cameroun.')
  await form.getByLabel('Calendrier du projet').selectOption('Court terme (1 à 3 mois)')
  await form.getByLabel('Fourchette budgétaire').selectOption('À discuter')
  await form
    .getByRole('checkbox', { name: /J'accepte que mes informations soient traitées/ })
    .check()
}
