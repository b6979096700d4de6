import { describe, expect, it } from 'vitest'

import { africanCountryCodes, dialCodeOf } from '@/lib/content/african-countries'
import {
  countryCodeFromText,
  countryName,
  countryNames,
  sortedByName,
} from '@/lib/content/country-names'
import { formSetup } from '@/submissions/form/words'
import { optionLabels } from '@/submissions/pipeline/language'

describe('country names', () => {
  it('follow the language, with the names the site has always used', () => {
    expect(['TD', 'CM', 'CI', 'EG', 'ZA'].map((code) => countryName(code, 'fr'))).toEqual([
      'Tchad',
      'Cameroun',
      'Côte d’Ivoire',
      'Égypte',
      'Afrique du Sud',
    ])
    expect(['TD', 'CM', 'CI', 'EG', 'ZA'].map((code) => countryName(code, 'en'))).toEqual([
      'Chad',
      'Cameroon',
      'Côte d’Ivoire',
      'Egypt',
      'South Africa',
    ])
    expect(countryNames(['CD', 'CG'], 'en')).toEqual({ CD: 'DR Congo', CG: 'Congo Brazzaville' })
    expect(countryNames(['CD', 'CG', 'NG'], 'fr')).toEqual({
      CD: 'RD Congo',
      CG: 'Congo-Brazzaville',
      NG: 'Nigéria',
    })
  })

  it('are sorted in the language they are in, accented letters among their own', () => {
    const french = sortedByName(africanCountryCodes, 'fr').map((code) => countryName(code, 'fr'))
    expect(french).toHaveLength(54)
    expect(french.slice(0, 3)).toEqual(['Afrique du Sud', 'Algérie', 'Angola'])
    // "Égypte" and "Éthiopie" among the E's, not after "Zimbabwe" as a byte order puts them.
    expect(french.slice(french.indexOf('Djibouti'), french.indexOf('Gabon'))).toEqual([
      'Djibouti',
      'Égypte',
      'Érythrée',
      'Eswatini',
      'Éthiopie',
    ])
    expect(french.at(-1)).toBe('Zimbabwe')
    const english = sortedByName(africanCountryCodes, 'en').map((code) => countryName(code, 'en'))
    expect(english.slice(0, 2)).toEqual(['Algeria', 'Angola'])
    expect(english.indexOf('Chad')).toBeLessThan(english.indexOf('Côte d’Ivoire'))
  })

  it('are what the quote form lists on a French page, in French order, by code', () => {
    const { options } = formSetup('quote', 'fr', '/get-quote').words.own
    const countries = options.country!
    expect(countries.map((option) => option.label)).toEqual(
      sortedByName(africanCountryCodes, 'fr').map((code) => countryName(code, 'fr')),
    )
    expect(countries.find((option) => option.label === 'Tchad')?.value).toBe('TD')
    expect(dialCodeOf('TD')).toBe('+235')
    // The other lists keep their own order.
    expect(options.budget!.at(-1)?.value).toBe('discuss')
  })

  it('are how e-mails name a stored code: English for staff, the language of the form for the visitor', () => {
    expect(optionLabels('en').country!.TD).toBe('Chad')
    expect(optionLabels('fr').country!.TD).toBe('Tchad')
  })
})

describe('a country typed as free text', () => {
  it.each([
    ['Chad', 'TD'],
    ['Tchad', 'TD'],
    ['cameroun', 'CM'],
    ['Le Cameroun', 'CM'],
    ["Côte d'Ivoire", 'CI'],
    ['Côte d’Ivoire', 'CI'],
    ['COTE D IVOIRE', 'CI'],
    ['Ivory Coast', 'CI'],
    ['  Sénégal ', 'SN'],
    ['senegal', 'SN'],
    ['DRC', 'CD'],
    ['République démocratique du Congo', 'CD'],
    ['Congo-Brazzaville', 'CG'],
    ['Afrique du Sud', 'ZA'],
    ['The Gambia', 'GM'],
    ['France', 'FR'],
    ['États-Unis', 'US'],
    ['United Kingdom', 'GB'],
  ])('"%s" names %s', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code)
  })

  it.each([
    'West Africa',
    'Afrique de l’Ouest',
    'Lagos',
    'Ghana, Nigeria',
    'Congo',
    'European Union',
    '',
  ])('"%s" names no one country', (text) => {
    expect(countryCodeFromText(text)).toBeUndefined()
  })
})
