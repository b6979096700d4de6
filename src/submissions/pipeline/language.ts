import { textPairs, translator } from '@/i18n/translate-text'
import { africanCountryCodes } from '@/lib/content/african-countries'
import { countryNames } from '@/lib/content/country-names'
import { defaultLocale, isLocale, type Locale } from '@/lib/site/locales'
import { formMessages } from '@/submissions/form/messages'
import { formMessagesFr } from '@/submissions/form/messages.fr'

import type { SubmissionForm } from './form-entry'
import type { SubmissionOutcome } from './outcome'

/** The words every form shares, per locale. */
export const sharedFormMessages = { en: formMessages, fr: formMessagesFr }

type OptionLabels = Record<string, Readonly<Record<string, string>>>

const optionLabelsByLocale = new Map<Locale, OptionLabels>()

/**
 * The labels of the forms' choice lists in `locale`, by field and value: the shared messages'
 * and the countries' names (kept out of the messages, which the forms' rules carry to the
 * browser). Made once per language: naming the countries cost each submission's e-mail 2% of
 * its CPU.
 */
export function optionLabels(locale: Locale): OptionLabels {
  let labels = optionLabelsByLocale.get(locale)
  if (!labels) {
    labels = {
      ...sharedFormMessages[locale].options,
      country: countryNames(africanCountryCodes, locale),
    }
    optionLabelsByLocale.set(locale, labels)
  }
  return labels
}

/** The language a form was sent in: its page's, as the form says it; English otherwise. */
export const formLocale = (value: unknown): Locale =>
  typeof value === 'string' && isLocale(value) ? value : defaultLocale

/**
 * The pairs of English and translated texts of one form's messages: its own and the shared ones.
 * Also what a form's page gives the browser, to show its rules' messages in its language.
 */
function formTextPairs(form: Pick<SubmissionForm, 'type'>, locale: Locale) {
  if (locale === defaultLocale) return []
  return [
    ...textPairs(form.type.messages.en, form.type.messages[locale]),
    ...textPairs(formMessages, sharedFormMessages[locale]),
  ]
}

/** The pairs a form's page needs in the browser: its rules' messages, its own and the shared. */
export function ruleTextPairs(form: Pick<SubmissionForm, 'type'>, locale: Locale) {
  if (locale === defaultLocale) return []
  return [
    ...textPairs(form.type.messages.en.errors, form.type.messages[locale].errors),
    ...textPairs(formMessages.rules, sharedFormMessages[locale].rules),
  ]
}

const translators = new Map<string, (text: string) => string>()

/** Text the pipeline made in English (a rule, a refusal), in the form's language. */
function inFormLanguage(form: Pick<SubmissionForm, 'type'>, locale: Locale) {
  if (locale === defaultLocale) return (text: string) => text
  const key = `${form.type.slug}:${locale}`
  let translate = translators.get(key)
  if (!translate) {
    translate = translator(formTextPairs(form, locale))
    translators.set(key, translate)
  }
  return translate
}

/** An outcome as the visitor reads it: its message and each field's in the form's language. */
export function localizedOutcome(
  outcome: SubmissionOutcome,
  form: Pick<SubmissionForm, 'type'>,
  locale: Locale,
): SubmissionOutcome {
  if (outcome.ok || locale === defaultLocale) return outcome
  const translate = inFormLanguage(form, locale)
  return {
    ...outcome,
    message: translate(outcome.message),
    fieldErrors:
      outcome.fieldErrors &&
      Object.fromEntries(
        Object.entries(outcome.fieldErrors).map(([field, text]) => [field, translate(text)]),
      ),
  }
}
