import { localePath } from '@/lib/site/locale-path'
import { defaultLocale, type Locale } from '@/lib/site/locales'
import { submissionTypes, type FormName } from '@/submissions'
import type { SubmissionMessages } from '@/submissions/definition'
import { optionLabels, ruleTextPairs, sharedFormMessages } from '@/submissions/pipeline/language'

import { honeypotField } from './fill'

type Option = { value: string; label: string }

/**
 * What a form says in its page's language, handed to the form by its (server) page: the browser
 * gets these words and no others. `translations` turns the English its rules and the server
 * produce into the page's language (none for English).
 */
export type FormWords = {
  own: Omit<SubmissionMessages, 'errors' | 'email' | 'placeholders' | 'hints'> & {
    placeholders: Readonly<Record<string, string>>
    hints: Readonly<Record<string, string>>
    /** Its choice lists, labelled in the page's language. */
    options: Readonly<Record<string, Option[]>>
  }
  shared: Pick<
    (typeof sharedFormMessages)['en'],
    'optional' | 'submitting' | 'policies' | 'connection' | 'toasts' | 'sent'
  >
  translations: [string, string][]
}

/** The answers of an empty form: text empty, boxes unticked, no file chosen. */
export type FormValues = Readonly<Record<string, string | boolean | undefined>>

/** Everything a form component is given by its (server) page. */
export type FormSetup = {
  form: FormName
  locale: Locale
  /**
   * The page the form is on, in its language: a form sent back without scripts comes back there,
   * its first invalid field (or its message) focused by the browser.
   */
  page: string
  /** The empty form; a fresh submission key is added for every fill. */
  empty: FormValues
  /** Its words in the page's language, the toasts' included. */
  words: FormWords
}

/**
 * A form's choice lists with their labels in the page's language (by value; English otherwise),
 * the `alphabetical` ones sorted in that language.
 */
function inLanguage(
  lists: Readonly<Record<string, readonly Option[]>>,
  labels: Readonly<Record<string, Readonly<Record<string, string>>>>,
  locale: Locale,
  alphabetical: readonly string[] = [],
) {
  const { compare } = new Intl.Collator(locale)
  return Object.fromEntries(
    Object.entries(lists).map(([field, options]) => {
      const translated = options.map(({ value, label }) => ({
        value,
        label: labels[field]?.[value] ?? label,
      }))
      if (alphabetical.includes(field)) translated.sort((a, b) => compare(a.label, b.label))
      return [field, translated]
    }),
  )
}

/** The form `form` on `page` (a path of the site, without its language) in `locale`. */
export function formSetup(form: FormName, locale: Locale, page: string): FormSetup {
  const type = submissionTypes.find((candidate) => candidate.form === form)!
  const messages: SubmissionMessages = type.messages[locale]
  const { labels, placeholders, hints, consent, submit, itemName, success, nextStep } = messages
  const { successWithoutEmail } = messages
  const shared = sharedFormMessages[locale]
  const { optional, submitting, policies, connection, toasts, sent } = shared
  const { boxes } = type
  const empty: Record<string, string | boolean | undefined> = { [honeypotField]: '' }
  for (const field of Object.keys(labels))
    empty[field] = boxes.files.includes(field) ? undefined : ''
  for (const box of [boxes.consent, ...boxes.flags]) empty[box] = false
  return {
    form,
    locale,
    page: localePath(locale, page),
    empty,
    words: {
      own: {
        labels,
        placeholders: placeholders ?? {},
        hints: hints ?? {},
        consent,
        submit,
        itemName,
        success,
        ...(successWithoutEmail && { successWithoutEmail }),
        nextStep,
        options: inLanguage(type.options, optionLabels(locale), locale, type.alphabetical),
      },
      shared: { optional, submitting, policies, connection, toasts, sent },
      translations: locale === defaultLocale ? [] : ruleTextPairs({ type }, locale),
    },
  }
}
