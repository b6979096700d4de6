export const locales = ['en', 'fr'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

/** Each language as staff see it named in the admin. */
export const languageOptions = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French' },
] satisfies { value: Locale; label: string }[]
