import { defaultLocale, type Locale } from '@/lib/site/locales'
import { submissionTypes, type FormName } from '@/submissions'
import type { SubmissionMessages } from '@/submissions/definition'
import { ruleTextPairs, sharedFormMessages } from '@/submissions/pipeline/language'

/**
 * What a form says in its page's language, handed to the form by its (server) page: the browser
 * gets these words and no others. `translations` turns the English its rules and the server
 * produce into the page's language (none for English).
 */
export type FormWords = {
  own: Omit<SubmissionMessages, 'errors' | 'email'>
  shared: Pick<
    (typeof sharedFormMessages)['en'],
    'optional' | 'submitting' | 'policies' | 'connection' | 'toasts'
  > & { options: Readonly<Record<string, Readonly<Record<string, string>>>> }
  translations: [string, string][]
}

export function formWords(form: FormName, locale: Locale): FormWords {
  const type = submissionTypes.find((candidate) => candidate.form === form)!
  const messages: SubmissionMessages = type.messages[locale]
  const { labels, placeholders, hints, consent, submit, itemName, success, nextStep } = messages
  const shared = sharedFormMessages[locale]
  const { optional, submitting, policies, connection, toasts } = shared
  // The choice lists of this form's fields only.
  const options = Object.fromEntries(
    Object.entries(shared.options).filter(([field]) => field in labels),
  )
  return {
    own: { labels, placeholders, hints, consent, submit, itemName, success, nextStep },
    shared: { optional, submitting, policies, connection, toasts, options },
    translations: locale === defaultLocale ? [] : ruleTextPairs({ type }, locale),
  }
}
