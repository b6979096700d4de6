/**
 * The 54 African countries the quote form offers: ISO 3166-1 alpha-2 code, as stored, and
 * international dialling code. Their names, in each language, are in ./country-names.ts.
 */
export const africanCountries = [
  { code: 'DZ', dialCode: '+213' },
  { code: 'AO', dialCode: '+244' },
  { code: 'BJ', dialCode: '+229' },
  { code: 'BW', dialCode: '+267' },
  { code: 'BF', dialCode: '+226' },
  { code: 'BI', dialCode: '+257' },
  { code: 'CV', dialCode: '+238' },
  { code: 'CM', dialCode: '+237' },
  { code: 'CF', dialCode: '+236' },
  { code: 'TD', dialCode: '+235' },
  { code: 'KM', dialCode: '+269' },
  { code: 'CG', dialCode: '+242' },
  { code: 'CD', dialCode: '+243' },
  { code: 'CI', dialCode: '+225' },
  { code: 'DJ', dialCode: '+253' },
  { code: 'EG', dialCode: '+20' },
  { code: 'GQ', dialCode: '+240' },
  { code: 'ER', dialCode: '+291' },
  { code: 'SZ', dialCode: '+268' },
  { code: 'ET', dialCode: '+251' },
  { code: 'GA', dialCode: '+241' },
  { code: 'GM', dialCode: '+220' },
  { code: 'GH', dialCode: '+233' },
  { code: 'GN', dialCode: '+224' },
  { code: 'GW', dialCode: '+245' },
  { code: 'KE', dialCode: '+254' },
  { code: 'LS', dialCode: '+266' },
  { code: 'LR', dialCode: '+231' },
  { code: 'LY', dialCode: '+218' },
  { code: 'MG', dialCode: '+261' },
  { code: 'MW', dialCode: '+265' },
  { code: 'ML', dialCode: '+223' },
  { code: 'MR', dialCode: '+222' },
  { code: 'MU', dialCode: '+230' },
  { code: 'MA', dialCode: '+212' },
  { code: 'MZ', dialCode: '+258' },
  { code: 'NA', dialCode: '+264' },
  { code: 'NE', dialCode: '+227' },
  { code: 'NG', dialCode: '+234' },
  { code: 'RW', dialCode: '+250' },
  { code: 'ST', dialCode: '+239' },
  { code: 'SN', dialCode: '+221' },
  { code: 'SC', dialCode: '+248' },
  { code: 'SL', dialCode: '+232' },
  { code: 'SO', dialCode: '+252' },
  { code: 'ZA', dialCode: '+27' },
  { code: 'SS', dialCode: '+211' },
  { code: 'SD', dialCode: '+249' },
  { code: 'TZ', dialCode: '+255' },
  { code: 'TG', dialCode: '+228' },
  { code: 'TN', dialCode: '+216' },
  { code: 'UG', dialCode: '+256' },
  { code: 'ZM', dialCode: '+260' },
  { code: 'ZW', dialCode: '+263' },
] as const

export type AfricanCountryCode = (typeof africanCountries)[number]['code']

export const africanCountryCodes = africanCountries.map((country) => country.code) as [
  AfricanCountryCode,
  ...AfricanCountryCode[],
]

export const isAfricanCountryCode = (code: unknown): code is AfricanCountryCode =>
  (africanCountryCodes as readonly unknown[]).includes(code)

/** The dialling code of an African country, by its code. */
export const dialCodeOf = (code: string) =>
  africanCountries.find((country) => country.code === code)?.dialCode
