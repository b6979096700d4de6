import { locales, type Locale } from '@/lib/site/locales'

import { africanCountryCodes, type AfricanCountryCode } from './african-countries'

/**
 * Every country's name in the site's languages, from the ICU data of the runtime (CLDR), where
 * the site says otherwise: the names its pages have always used. One source for the forms, the
 * e-mails and the seeded footer and flag strip.
 */
const siteNames: Record<Locale, Readonly<Record<string, string>>> = {
  en: {
    CD: 'DR Congo',
    CG: 'Congo Brazzaville',
    ST: 'São Tomé and Príncipe',
  },
  fr: {
    CD: 'RD Congo',
    NG: 'Nigéria',
  },
}

const displayNames = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }),
  ]),
) as Record<Locale, Intl.DisplayNames>

/** A country's name in `locale`, by its ISO 3166-1 alpha-2 code (the code itself if unknown). */
export function countryName(code: string, locale: Locale): string {
  return siteNames[locale][code] ?? displayNames[locale].of(code) ?? code
}

/** The names of `codes` by code, in `locale`. */
export const countryNames = <Code extends string>(codes: readonly Code[], locale: Locale) =>
  Object.fromEntries(codes.map((code) => [code, countryName(code, locale)])) as Record<Code, string>

/** `codes` in the alphabetical order of their names in `locale` ("Égypte" among the E's). */
export function sortedByName<Code extends string>(codes: readonly Code[], locale: Locale): Code[] {
  const { compare } = new Intl.Collator(locale)
  return [...codes].sort((a, b) => compare(countryName(a, locale), countryName(b, locale)))
}

/**
 * The quote form's countries as a choice list: codes and English names, in the list's fixed
 * order (its database enum's); the form shows them sorted in its page's language.
 */
export const africanCountryOptions = africanCountryCodes.map((code) => ({
  value: code,
  label: countryName(code, 'en'),
}))

/** The same, sorted by their English names: the admin's choice lists. */
export const africanCountryOptionsByName = sortedByName(africanCountryCodes, 'en').map((code) => ({
  value: code,
  label: countryName(code, 'en'),
}))

export type { AfricanCountryCode }

/**
 * Codes the runtime names that are not countries of ISO 3166-1 today: groupings, reserved and
 * withdrawn codes (ICU still names "ZR" Congo - Kinshasa).
 */
const notCountries = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(
    ' ',
  ),
)

/** Every code the runtime has a name for that is a country (or territory) of ISO 3166-1. */
function allCountryCodes(): string[] {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  const codes: string[] = []
  for (const first of letters)
    for (const second of letters) {
      const code = first + second
      if (!notCountries.has(code) && displayNames.en.of(code)) codes.push(code)
    }
  return codes
}

/** Other ways visitors write a country's name, in English or French. */
const variants: Record<string, readonly string[]> = {
  CD: [
    'DRC',
    'RDC',
    'Congo (DRC)',
    'Congo Kinshasa',
    'Democratic Republic of the Congo',
    'Democratic Republic of Congo',
    'République démocratique du Congo',
  ],
  CG: ['Congo (Brazzaville)', 'Republic of the Congo', 'République du Congo'],
  CI: ['Ivory Coast', "Côte d'Ivoire"],
  CV: ['Cabo Verde'],
  GB: ['UK', 'Great Britain', 'Grande-Bretagne', 'Angleterre', 'England'],
  GM: ['The Gambia'],
  SZ: ['Swaziland'],
  US: ['USA', 'United States of America', "États-Unis d'Amérique"],
  AE: ['UAE', 'EAU'],
}

/**
 * A name as matched: no accents, case, punctuation or leading article, "&" as "and", "St." as
 * "Saint", so that "la Côte d’Ivoire" and "COTE D'IVOIRE" are the same.
 */
export function matchKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(the|le|la|les|l) /, '')
    .replace(/\bst\b/g, 'saint')
}

let codesByKey: Map<string, string> | undefined

function indexOfNames(): Map<string, string> {
  const index = new Map<string, string>()
  const add = (name: string | undefined, code: string) => {
    if (name) index.set(matchKey(name), code)
  }
  for (const code of allCountryCodes()) {
    for (const locale of locales) {
      add(displayNames[locale].of(code), code)
      add(countryName(code, locale), code)
    }
  }
  for (const [code, names] of Object.entries(variants)) for (const name of names) add(name, code)
  return index
}

/**
 * The ISO code of the country a visitor's free text names, in English or French, whatever its
 * case and accents ("cote d'ivoire", "Ivory Coast", "Tchad"); undefined for anything else (a
 * region, a city, two countries).
 */
export function countryCodeFromText(text: string): string | undefined {
  codesByKey ??= indexOfNames()
  return codesByKey.get(matchKey(text))
}
