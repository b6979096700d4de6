// The minimal metadata (about 19 kB gzipped, in the schemas' lazily loaded chunk) has every
// country's possible lengths, all that `isPossible` needs. Validity (`isValid`, with the /max
// metadata's per-operator patterns, twice the size) is not checked on purpose: a range an operator
// opens after this package was released would refuse real numbers until it is upgraded, while a
// number of the wrong length can never exist.
import parsePhoneNumber, { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min'

/** The country whose numbering plan reads a number: the form's, if it names one (ISO code). */
export const numberingCountry = (code: string | undefined): CountryCode | undefined =>
  code !== undefined && isSupportedCountry(code) ? code : undefined

/**
 * A typed phone number in E.164 ("+2348012345678"): read as a number of `country` unless it
 * starts with "+" and its own dialling code. None when no number can be written so: a dialling
 * code that does not exist, or a length its country never has.
 */
export function inE164(typed: string, country?: CountryCode): string | undefined {
  const number = parsePhoneNumber(typed, country)
  return number?.isPossible() ? number.number : undefined
}
