/**
 * The time zones staff can give the site (Site settings) and pick when scheduling a publication:
 * those of the markets the regions cover, and of the partners in Europe, west to east. No offsets
 * in the labels: Cairo, Casablanca, London and Paris change theirs during the year.
 */
export const siteTimeZones = [
  { value: 'UTC', label: 'UTC' },
  { value: 'Africa/Abidjan', label: "Abidjan, Côte d'Ivoire" },
  { value: 'Africa/Accra', label: 'Accra, Ghana' },
  { value: 'Africa/Dakar', label: 'Dakar, Senegal' },
  { value: 'Europe/London', label: 'London, United Kingdom' },
  { value: 'Africa/Casablanca', label: 'Casablanca, Morocco' },
  { value: 'Africa/Lagos', label: 'Lagos, Nigeria' },
  { value: 'Africa/Douala', label: 'Douala, Cameroon' },
  { value: 'Africa/Kinshasa', label: 'Kinshasa, DR Congo' },
  { value: 'Europe/Paris', label: 'Paris, France' },
  { value: 'Africa/Johannesburg', label: 'Johannesburg, South Africa' },
  { value: 'Africa/Cairo', label: 'Cairo, Egypt' },
  { value: 'Africa/Nairobi', label: 'Nairobi, Kenya' },
  { value: 'Africa/Addis_Ababa', label: 'Addis Ababa, Ethiopia' },
] as const satisfies { value: string; label: string }[]

export type SiteTimeZone = (typeof siteTimeZones)[number]['value']

/** Until an admin or editor picks another in Site settings. */
export const defaultSiteTimeZone: SiteTimeZone = 'Africa/Lagos'

export function isSiteTimeZone(value: unknown): value is SiteTimeZone {
  return siteTimeZones.some((zone) => zone.value === value)
}

/** How a page names the zone its times are in: "Accra, Ghana". */
export const zoneName = (zone: string) =>
  siteTimeZones.find((known) => known.value === zone)?.label ?? zone
