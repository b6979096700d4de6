import type { AfricanCountryCode } from '@/lib/content/country-names'

/** An operator group or one of its country companies, as the seed writes it. */
export type OrganizationSeed = {
  name: string
  domains: string[]
  country?: AfricanCountryCode
  /** The group's name, seeded before it. */
  group?: string
}

/**
 * The operator groups the company sells to and their country companies, each with the domains
 * its staff write from. Seeded unverified: an admin confirms each domain before relying on it.
 */
export const organizations: OrganizationSeed[] = [
  { name: 'MTN Group', domains: ['mtn.com'], country: 'ZA' },
  { name: 'MTN Nigeria', domains: ['mtnnigeria.net'], country: 'NG', group: 'MTN Group' },
  { name: 'MTN Ghana', domains: ['mtn.com.gh'], country: 'GH', group: 'MTN Group' },
  { name: 'MTN Côte d’Ivoire', domains: ['mtn.ci'], country: 'CI', group: 'MTN Group' },
  { name: 'MTN Cameroon', domains: ['mtn.cm'], country: 'CM', group: 'MTN Group' },
  { name: 'MTN Uganda', domains: ['mtn.co.ug'], country: 'UG', group: 'MTN Group' },
  { name: 'Orange', domains: ['orange.com'] },
  { name: 'Orange Côte d’Ivoire', domains: ['orange.ci'], country: 'CI', group: 'Orange' },
  { name: 'Orange Cameroun', domains: ['orange.cm'], country: 'CM', group: 'Orange' },
  {
    name: 'Sonatel (Orange Sénégal)',
    domains: ['orange-sonatel.com'],
    country: 'SN',
    group: 'Orange',
  },
  { name: 'Airtel Africa', domains: ['africa.airtel.com'] },
  { name: 'Airtel Nigeria', domains: ['ng.airtel.com'], country: 'NG', group: 'Airtel Africa' },
  { name: 'Airtel Kenya', domains: ['ke.airtel.com'], country: 'KE', group: 'Airtel Africa' },
  { name: 'Vodacom Group', domains: ['vodacom.co.za'], country: 'ZA' },
  { name: 'Vodacom Tanzania', domains: ['vodacom.co.tz'], country: 'TZ', group: 'Vodacom Group' },
  { name: 'Vodacom Congo', domains: ['vodacom.cd'], country: 'CD', group: 'Vodacom Group' },
  { name: 'Safaricom', domains: ['safaricom.co.ke'], country: 'KE', group: 'Vodacom Group' },
]
