import { countryName } from '@/lib/content/country-names'
import type { Locale } from '@/lib/site/locales'

/** The ten countries we work in, as the footer and the home page's flag strip list them. */
const marketCodes = ['NG', 'GH', 'KE', 'TD', 'CM', 'CG', 'TZ', 'CD', 'UG', 'RW'] as const

/** The markets named in `locale`, by the site's one list of country names. */
export const markets = (locale: Locale) =>
  marketCodes.map((code) => ({ code, name: countryName(code, locale) }))
