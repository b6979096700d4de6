import { siteTimeZones } from '@/lib/site/time-zones'

/** The languages the admin speaks, and a staff account's when none was chosen. */
export const staffLanguages = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
] as const

export type StaffLanguage = (typeof staffLanguages)[number]['value']

export const defaultStaffLanguage: StaffLanguage = 'en'

export const isStaffLanguage = (value: unknown): value is StaffLanguage =>
  staffLanguages.some((language) => language.value === value)

/** The staff account's zone options: the site's zones, named as everywhere in the admin. */
export const staffTimeZoneOptions = siteTimeZones.map(({ value, label }) => ({ value, label }))
