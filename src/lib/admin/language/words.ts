import { frenchLabels } from './french-labels'

/** The admin's two languages: each staff account's `language`. */
export type AdminLanguage = 'en' | 'fr'

/** The language a page of the admin is shown in, from Payload's i18n. */
export const adminLanguageOf = (i18n: { language?: string } | undefined): AdminLanguage =>
  i18n?.language === 'fr' ? 'fr' : 'en'

/**
 * A label the configs give in English (a type's name, a status) in the admin's language, from the
 * one dictionary the configs' French comes from.
 */
export const labelIn = (english: string, language: AdminLanguage): string =>
  language === 'fr' ? (frenchLabels[english] ?? english) : english

/** The same for a noun inside a sentence: "quote request", "demande de devis". */
export const nounIn = (english: string, language: AdminLanguage): string => {
  if (language === 'en') return english
  const french = frenchLabels[english[0].toUpperCase() + english.slice(1)]
  return french ? french[0].toLowerCase() + french.slice(1) : english
}
